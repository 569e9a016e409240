import { z } from 'zod';
import { listEnvelopeSchema } from '../envelope';
import { RefundReasonSchema, RefundResolutionSchema, RefundSchema } from '../entities/refund';
import { refundStates } from '../codes/returns';
import { adminStateBodySchema, bankAccountBodyShape, refineBankAccount } from './after-sale';
import { IdBodySchema } from './request-parts';

/** Returns (docs/returns-and-complaints.md, "API"): each call also takes the after-sale headers. */

/** `POST /refunds`: start a return of an order (a draft with every returnable item at amount 0). */
export const CreateRefundBodySchema = z.strictObject({
  order_id: IdBodySchema,
  is_withdrawal: z.boolean({ error: 'Say whether this is a withdrawal (true or false).' }),
});
export type CreateRefundBody = z.infer<typeof CreateRefundBodySchema>;

/** `PATCH /refunds/{id}` (a draft): the way back, its pickup point, a courier pick-up, the bank account. */
export const PatchRefundBodySchema = z
  .strictObject({
    shipping_method_id: IdBodySchema.optional(),
    shipping_option_id: IdBodySchema.nullable().optional(),
    has_shipping_address: z.boolean().optional(),
    ...bankAccountBodyShape,
  })
  .superRefine((body, ctx) => {
    if (Object.keys(body).length === 0) ctx.addIssue({ code: 'custom', message: 'Send at least one field.' });
    refineBankAccount(body, ctx);
  });
export type PatchRefundBody = z.infer<typeof PatchRefundBodySchema>;

export const maxAfterSaleItems = 100;

/** `PUT /refunds/{id}/items`: the units of each order item to send back; items left out go back to 0. */
export const PutRefundItemsBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        order_item_id: IdBodySchema,
        amount: z
          .number({ error: 'Enter how many.' })
          .int('Enter a whole number.')
          .min(0, 'Cannot be negative.')
          .max(100_000, 'More than anyone ordered.'),
        reason: RefundReasonSchema.nullable().optional(),
        preferred_resolve: RefundResolutionSchema.nullable().optional(),
      }),
    )
    .max(maxAfterSaleItems, `At most ${maxAfterSaleItems} items.`)
    .refine(
      (items) => new Set(items.map((item) => item.order_item_id)).size === items.length,
      'Each order item at most once.',
    ),
});
export type PutRefundItemsBody = z.infer<typeof PutRefundItemsBodySchema>;

export const RefundResponseSchema = RefundSchema.describe('The return.');
export const RefundListResponseSchema = listEnvelopeSchema(RefundSchema).describe('A page of returns, newest first.');

export const AdminRefundStateBodySchema = adminStateBodySchema(refundStates);
export type AdminRefundStateBody = z.infer<typeof AdminRefundStateBodySchema>;
