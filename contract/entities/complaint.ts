import { z } from 'zod';
import { complaintReasons, complaintResolutions, complaintStates, complaintTypes } from '../codes/complaints';
import { MoneySchema } from '../money';
import { AfterSaleAddressSchema, afterSaleItemFields, bankAccountFields, ComplaintPhotoSchema } from './after-sale';
import { TaxPerRateSchema } from './cart';
import { DateTimeSchema, IdSchema, NullableString } from './common';

export const ComplaintStateSchema = z.enum(complaintStates);
export const ComplaintTypeSchema = z.enum(complaintTypes);
export const ComplaintReasonSchema = z.enum(complaintReasons);
export const ComplaintResolutionSchema = z.enum(complaintResolutions);

/** A claimed item: how many units, what is wrong (`reason`, `description`) and what the shopper asks for. */
export const ComplaintItemSchema = z.object({
  ...afterSaleItemFields,
  amount: z.number().int().min(1).describe('Units claimed.'),
  taxed_price: MoneySchema.describe('The claimed units’ value with tax (the same as taxed_total_price).'),
  reason: ComplaintReasonSchema,
  description: z.string().describe('The defect in the shopper’s words.'),
  preferred_resolve: ComplaintResolutionSchema,
});
export type ComplaintItem = z.infer<typeof ComplaintItemSchema>;

/** An order item that can be claimed, and how many of its units (ordered less what open complaints hold). */
export const ClaimableItemSchema = z.object({
  order_item_id: IdSchema,
  name: z.string(),
  sku: NullableString,
  image_url: NullableString,
  taxed_unit_price: MoneySchema,
  max_amount: z.number().int().min(0),
});
export type ClaimableItem = z.infer<typeof ClaimableItemSchema>;

/** A complaint about goods of a paid, uncancelled order (the data catalogue's complaint). */
export const ComplaintSchema = z.object({
  id: IdSchema,
  order_id: IdSchema,
  order_code: z.string(),
  customer_id: IdSchema.nullable(),
  first_name: NullableString,
  last_name: NullableString,
  email: z.string(),
  phone: NullableString,
  ...bankAccountFields,
  document_number: NullableString.describe('Set when sent: the complaint’s number.'),
  state: ComplaintStateSchema,
  type: ComplaintTypeSchema,
  price: MoneySchema.describe('The claimed goods’ value without tax.'),
  taxed_price: MoneySchema,
  tax_per_rate: z.array(TaxPerRateSchema),
  needs_bank_account: z
    .boolean()
    .describe('True when an item asks for money back or a discount and the order was not paid by card.'),
  expiration_at: DateTimeSchema.describe('The end of the 24 months in which a defect can be claimed.'),
  resolve_by: DateTimeSchema.nullable().describe('When sent: the shop settles it by then (30 days).'),
  created_at: DateTimeSchema,
  submitted_at: DateTimeSchema.nullable(),
  items: z.array(ComplaintItemSchema),
  claimable_items: z.array(ClaimableItemSchema),
  photos: z.array(ComplaintPhotoSchema),
  addresses: z.array(AfterSaleAddressSchema),
});
export type Complaint = z.infer<typeof ComplaintSchema>;
