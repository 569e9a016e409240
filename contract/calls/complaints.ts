import { z } from 'zod';
import { complaintStates } from '../codes/complaints';
import { listEnvelopeSchema } from '../envelope';
import {
  ComplaintReasonSchema,
  ComplaintResolutionSchema,
  ComplaintSchema,
  ComplaintTypeSchema,
} from '../entities/complaint';
import { emailField, nameField, phoneField } from '../rules/field-schemas';
import { adminStateBodySchema, bankAccountBodyShape, refineBankAccount } from './after-sale';
import { maxAfterSaleItems } from './refunds';
import { IdBodySchema } from './request-parts';

/** Complaints (docs/returns-and-complaints.md, "API"): each call also takes the after-sale headers. */

/** `POST /complaints`: start a complaint of a paid, uncancelled order; contact copied from the order. */
export const CreateComplaintBodySchema = z.strictObject({
  order_id: IdBodySchema,
  type: ComplaintTypeSchema,
});
export type CreateComplaintBody = z.infer<typeof CreateComplaintBodySchema>;

/** `PATCH /complaints/{id}` (a draft): type, contact and bank account. */
export const PatchComplaintBodySchema = z
  .strictObject({
    type: ComplaintTypeSchema.optional(),
    first_name: nameField('first name').optional(),
    last_name: nameField('last name').optional(),
    email: emailField().optional(),
    phone: phoneField().nullable().optional(),
    ...bankAccountBodyShape,
  })
  .superRefine((body, ctx) => {
    if (Object.keys(body).length === 0) ctx.addIssue({ code: 'custom', message: 'Send at least one field.' });
    refineBankAccount(body, ctx);
  });
export type PatchComplaintBody = z.infer<typeof PatchComplaintBodySchema>;

/** `PUT /complaints/{id}/items`: the claimed items, each with what is wrong and what the shopper asks for. */
export const PutComplaintItemsBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        order_item_id: IdBodySchema,
        amount: z
          .number({ error: 'Enter how many.' })
          .int('Enter a whole number.')
          .min(1, 'Claim at least one.')
          .max(100_000, 'More than anyone ordered.'),
        reason: ComplaintReasonSchema,
        description: z
          .string({ error: 'Describe the defect.' })
          .trim()
          .min(10, 'Describe the defect in at least 10 characters.')
          .max(2000, 'At most 2000 characters.'),
        preferred_resolve: ComplaintResolutionSchema,
      }),
    )
    .max(maxAfterSaleItems, `At most ${maxAfterSaleItems} items.`)
    .refine(
      (items) => new Set(items.map((item) => item.order_item_id)).size === items.length,
      'Each order item at most once.',
    ),
});
export type PutComplaintItemsBody = z.infer<typeof PutComplaintItemsBodySchema>;

export const ComplaintResponseSchema = ComplaintSchema.describe('The complaint.');
export const ComplaintListResponseSchema = listEnvelopeSchema(ComplaintSchema).describe(
  'A page of complaints, newest first.',
);

export const AdminComplaintStateBodySchema = adminStateBodySchema(complaintStates);
export type AdminComplaintStateBody = z.infer<typeof AdminComplaintStateBodySchema>;
