import { z } from 'zod';
import { MoneySchema } from '../money';
import { addressFields, AddressRequirementSchema, AddressTypeSchema } from './address';
import { ShippingServiceSchema } from './checkout-methods';
import { DateTimeSchema, IdSchema, NullableString } from './common';

/**
 * What returns and complaints share (docs/returns-and-complaints.md): the priced line of an order
 * item sent back, its address, the bank account money goes back to, and the slip.
 */

/** The prices and identity of an order item as a return or complaint carries it. */
export const afterSaleItemFields = {
  id: IdSchema,
  name: z.string(),
  order_id: IdSchema,
  order_item_id: IdSchema,
  sku: NullableString,
  amount: z.number().int().min(0).describe('Units sent back.'),
  tax_rate: z.number(),
  unit_price: MoneySchema,
  taxed_unit_price: MoneySchema,
  total_price: MoneySchema.describe('amount × unit_price.'),
  taxed_total_price: MoneySchema,
  image_url: NullableString,
  variation_properties_names: z
    .record(z.string(), z.string())
    .describe('The variation’s properties, label to value (Size → M).'),
};

/** A shipping method the goods can travel back by (the shipping methods with `is_for_refund`). */
export const RefundShippingMethodSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: NullableString,
  position: z.number().int(),
  price: MoneySchema.describe('What the shop keeps back from the refund for it; zero when free.'),
  taxed_price: MoneySchema,
  shipping_service: ShippingServiceSchema,
  can_use: z.boolean().describe('False when it does not serve the order’s country or currency.'),
  has_options: z.boolean().describe('True when a pickup point (GET /shipping-methods/{id}/options) must be chosen.'),
  address_requirement: AddressRequirementSchema.describe(
    '`both`: a courier picks the parcel up at the return’s shipping address.',
  ),
});
export type RefundShippingMethod = z.infer<typeof RefundShippingMethodSchema>;

/** An address of a return or complaint: `shipping` is where a courier collects (or the goods go back to), `billing` the sender. */
export const AfterSaleAddressSchema = z.object({
  type: AddressTypeSchema,
  customer_address_id: IdSchema.nullable(),
  ...addressFields,
});
export type AfterSaleAddress = z.infer<typeof AfterSaleAddressSchema>;

/** The bank account money goes back to (`contract/rules/bank-account.ts`): either pair is set. */
export const bankAccountFields = {
  bank_account_number: NullableString.describe('Czech/Slovak account: [prefix-]number.'),
  bank_code: NullableString.describe('Four digits.'),
  bank_account_iban: NullableString,
  bank_swift_code: NullableString,
};

/** A photo of a defect; `url` is the path under the API (same access as the complaint). */
export const ComplaintPhotoSchema = z.object({
  id: IdSchema,
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int().min(1).describe('Bytes.'),
  url: z.string(),
  created_at: DateTimeSchema,
});
export type ComplaintPhoto = z.infer<typeof ComplaintPhotoSchema>;

/** A line of the printable slip that goes into the parcel. */
const SlipItemSchema = z.object({ name: z.string(), sku: NullableString, amount: z.number().int().min(1) });

/**
 * The printable slip of a sent return or complaint: what goes into the parcel and where it goes.
 * The storefront's slip page renders it (docs/returns-and-complaints.md, "The slip").
 */
export const AfterSaleSlipSchema = z.object({
  kind: z.enum(['refund', 'complaint']),
  id: IdSchema,
  document_number: z.string(),
  order_code: z.string(),
  submitted_at: DateTimeSchema,
  sender: AfterSaleAddressSchema.nullable().describe('Who sends the parcel (the billing address).'),
  email: z.string(),
  return_to: z.object({
    name: z.string(),
    street: z.string(),
    city: z.string(),
    post_code: z.string(),
    country: z.string(),
  }),
  shipping_method_name: NullableString,
  items: z.array(SlipItemSchema),
});
export type AfterSaleSlip = z.infer<typeof AfterSaleSlipSchema>;
