import { z } from 'zod';
import { DateTimeSchema, IdSchema } from '../entities/common';
import { listEnvelopeSchema } from '../envelope';
import { MoneySchema } from '../money';
import { maxPerPage } from '../query';
import { queryParam } from './request-parts';

/**
 * A usage's operation as the data catalogue numbers it: 1 received, 2 spent (an order), 3 returned
 * (an order cancelled), 4 expired.
 */
export const creditOperations = { received: 1, spent: 2, returned: 3, expired: 4 } as const;
export const CreditOperationSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * Why credits moved, as a code: the storefront words it in the page's language
 * (`messages/{locale}/credits.json` `reasons`). `order_returned`: an order cancelled gives back
 * what it spent; `refund_returned`: a return paid back gives back the credits' share of its goods
 * (docs/returns-and-complaints.md, "Credits"). `other` is a movement written by hand; its `name`
 * is then the only description.
 */
export const creditReasons = [
  'welcome_bonus',
  'order_earned',
  'order_spent',
  'order_returned',
  'refund_returned',
  'expired',
  'other',
] as const;
export const CreditReasonSchema = z.enum(creditReasons);
export type CreditReason = z.infer<typeof CreditReasonSchema>;

/**
 * The signed-in customer's balance of one kind of loyalty credit (`GET /customer-accounts`):
 * `amount` = `received_amount` − `used_amount`; `value` is what the balance is worth in the
 * request currency; `conversion` what one credit is worth.
 */
export const CustomerAccountBalanceSchema = z.object({
  customer_account_id: IdSchema,
  code: z.string(),
  name: z.string(),
  amount: z.number().int(),
  received_amount: z.number().int().min(0),
  used_amount: z.number().int().min(0),
  conversion: MoneySchema,
  value: MoneySchema,
});
export type CustomerAccountBalance = z.infer<typeof CustomerAccountBalanceSchema>;

/** One movement of credits: positive when received or returned, negative when spent or expired. */
export const CustomerAccountUsageSchema = z.object({
  id: IdSchema,
  customer_account_id: IdSchema,
  customer_account_name: z.string(),
  amount: z.number().int(),
  operation: CreditOperationSchema,
  reason: CreditReasonSchema,
  name: z.string().describe('The stored description, in no particular language; shown only for the reason `other`.'),
  order_id: IdSchema.nullable(),
  loyalty_program_id: IdSchema.nullable(),
  created_at: DateTimeSchema,
});
export type CustomerAccountUsage = z.infer<typeof CustomerAccountUsageSchema>;

/** `page` and `per_page` of the customer's own histories (usages, reviews). Unknown parameters are refused. */
export const CustomerPageQuerySchema = z.strictObject({
  page: queryParam()
    .regex(/^[1-9]\d{0,8}$/, 'Must be a whole number from 1 up.')
    .transform(Number)
    .optional()
    .describe('Page number, from 1.'),
  per_page: queryParam()
    .regex(/^[1-9]\d{0,2}$/, `Must be a whole number from 1 to ${maxPerPage}.`)
    .transform(Number)
    .refine((n) => n <= maxPerPage, `Must be a whole number from 1 to ${maxPerPage}.`)
    .optional()
    .describe(`Items per page, 1–${maxPerPage}; 20 when not given.`),
});
export type CustomerPageQuery = z.infer<typeof CustomerPageQuerySchema>;

/** `GET /customer-accounts` takes no parameters; any is refused. */
export const CustomerAccountQuerySchema = z.strictObject({});

/** `GET /customer-account-usages`: also `customer_account_id` to keep one kind of credit. */
export const CustomerAccountUsageQuerySchema = CustomerPageQuerySchema.extend({
  customer_account_id: queryParam()
    .regex(/^[1-9]\d{0,8}$/, 'Must be an id (a whole number from 1).')
    .transform(Number)
    .optional()
    .describe('Only this kind of credit.'),
});

export const CustomerAccountBalanceListResponseSchema = listEnvelopeSchema(CustomerAccountBalanceSchema).describe(
  'The customer’s balance of every kind of credit.',
);
export const CustomerAccountUsageListResponseSchema = listEnvelopeSchema(CustomerAccountUsageSchema).describe(
  'A page of the customer’s credit movements, newest first.',
);
