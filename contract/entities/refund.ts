import { z } from 'zod';
import { refundReasons, refundResolutions, refundStates } from '../codes/returns';
import { MoneySchema } from '../money';
import {
  AfterSaleAddressSchema,
  afterSaleItemFields,
  bankAccountFields,
  RefundShippingMethodSchema,
} from './after-sale';
import { TaxPerRateSchema } from './cart';
import { DateTimeSchema, IdSchema, NullableString } from './common';

export const RefundStateSchema = z.enum(refundStates);
export const RefundReasonSchema = z.enum(refundReasons);
export const RefundResolutionSchema = z.enum(refundResolutions);

/**
 * A line of a return: one order item with how many units go back (`amount`, 0 while not chosen)
 * and the most that may (`max_amount`: ordered less what other returns took).
 */
export const RefundItemSchema = z.object({
  ...afterSaleItemFields,
  max_amount: z.number().int().min(0).describe('Ordered less what other returns of the order hold.'),
  tax_amount: MoneySchema,
  reason: RefundReasonSchema.nullable(),
  preferred_resolve: RefundResolutionSchema.nullable(),
});
export type RefundItem = z.infer<typeof RefundItemSchema>;

/** A return of goods from an order (the data catalogue's refund), with its items and addresses. */
export const RefundSchema = z.object({
  id: IdSchema,
  order_id: IdSchema,
  order_code: z.string(),
  state: RefundStateSchema,
  is_withdrawal: z.boolean().describe('A withdrawal from the purchase within 14 days (no reason needed).'),
  document_number: NullableString.describe('Set when sent: the number written on the slip.'),
  total_amount: z.number().int().min(0).describe('Units sent back.'),
  unique_amount: z.number().int().min(0).describe('Lines with units sent back.'),
  items_price: MoneySchema.describe('What the chosen items cost, without tax.'),
  taxed_items_price: MoneySchema,
  shipping_refund: MoneySchema.describe(
    'The order’s own shipping, paid back when a withdrawal returns every unit (with tax).',
  ),
  credits_refund: MoneySchema.describe(
    'The share of the items (and shipping) that loyalty credits paid (with tax): it goes back to the credit account, not in money.',
  ),
  credit_amounts: z
    .array(z.object({ customer_account_id: IdSchema, amount: z.number().int().min(0) }))
    .describe('The credits, per kind, that go back to the customer’s credit account when the return is refunded.'),
  total_price: MoneySchema.describe(
    'Paid back in money, without tax: the items (and shipping) less the credits’ share and the return method’s price.',
  ),
  taxed_total_price: MoneySchema,
  tax_amount: MoneySchema,
  tax_per_rate: z.array(TaxPerRateSchema),
  shipping_method: RefundShippingMethodSchema.nullable(),
  shipping_option_id: IdSchema.nullable(),
  shipping_option_name: NullableString,
  has_shipping_address: z.boolean().describe('True when a courier collects at the shipping address.'),
  needs_bank_account: z
    .boolean()
    .describe(
      'True when the money goes back by transfer (the order was not paid by card): a bank account is required.',
    ),
  ...bankAccountFields,
  expiration_at: DateTimeSchema.describe('The last moment the return can be sent (14 or 30 days after delivery).'),
  created_at: DateTimeSchema,
  submitted_at: DateTimeSchema.nullable(),
  items: z.array(RefundItemSchema),
  addresses: z.array(AfterSaleAddressSchema),
});
export type Refund = z.infer<typeof RefundSchema>;
