import { z } from 'zod';
import { DateTimeSchema, IdSchema, NullableString } from '../entities/common';
import { listEnvelopeSchema } from '../envelope';
import { addressFieldShapes, countryIssues } from './address-input';
import { IdParamSchema } from './request-parts';

/** An address of the signed-in customer's address book. */
export const CustomerAddressSchema = z.object({
  id: IdSchema,
  customer_id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  dial_code: NullableString,
  phone: NullableString,
  street: z.string(),
  city: z.string(),
  post_code: z.string(),
  country_id: IdSchema,
  is_company: z.boolean(),
  company_name: NullableString,
  company_identification_number: NullableString,
  company_vat_number: NullableString,
  is_billing_default: z.boolean(),
  is_shipping_default: z.boolean(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

const f = addressFieldShapes;
const addressBookShape = {
  first_name: f.first_name,
  last_name: f.last_name,
  dial_code: f.dial_code.nullable().optional(),
  phone: f.phone.nullable().optional(),
  street: f.street,
  city: f.city,
  post_code: f.post_code,
  country_id: f.country_id,
  is_company: f.is_company.optional(),
  company_name: f.company_name.optional(),
  company_identification_number: f.company_identification_number.optional(),
  company_vat_number: f.company_vat_number.optional(),
  is_billing_default: z.boolean().optional().describe('Make it the billing default (the previous one stops being it).'),
  is_shipping_default: z
    .boolean()
    .optional()
    .describe('Make it the shipping default (the previous one stops being it).'),
};

type Draft = Partial<{ [K in keyof typeof addressBookShape]: z.infer<(typeof addressBookShape)[K]> }>;

/** Company fields a company address needs, and the country's own formats when its ISO code is known. */
function refineAddress(address: Draft, ctx: z.RefinementCtx, alpha2: string | undefined): void {
  if (address.is_company) {
    if (!address.company_name)
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'Enter the company name.' });
    if (!address.company_identification_number)
      ctx.addIssue({ code: 'custom', path: ['company_identification_number'], message: 'Enter the company id.' });
  }
  if (!alpha2) return;
  const checked = {
    post_code: address.post_code,
    phone: address.phone ?? undefined,
    company_identification_number: address.company_identification_number,
    company_vat_number: address.company_vat_number,
  };
  for (const [path, message] of countryIssues(checked, alpha2)) ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * `POST /customer-addresses`: a new address with the checkout's field rules (`address-input.ts`).
 * Unknown fields are rejected. `createCustomerAddressBodySchema(alpha2)` adds the country's own rules; the
 * API reads the country's code and checks again. The first address becomes both defaults.
 */
export function createCustomerAddressBodySchema(alpha2?: string) {
  return z.strictObject(addressBookShape).superRefine((address, ctx) => refineAddress(address, ctx, alpha2));
}
export const CreateCustomerAddressBodySchema = createCustomerAddressBodySchema();
export type CreateCustomerAddressBody = z.infer<typeof CreateCustomerAddressBodySchema>;

/**
 * `PATCH /customer-addresses/{id}`: any of the fields, at least one. Turning a default off is not a
 * change of its own (another address is made the default instead), so `false` only keeps it as is.
 */
export function updateCustomerAddressBodySchema(alpha2?: string) {
  return z
    .strictObject(addressBookShape)
    .partial()
    .superRefine((address, ctx) => {
      if (Object.keys(address).length === 0) ctx.addIssue({ code: 'custom', message: 'Send at least one field.' });
      refineAddress(address, ctx, alpha2);
    });
}
export const UpdateCustomerAddressBodySchema = updateCustomerAddressBodySchema();
export type UpdateCustomerAddressBody = z.infer<typeof UpdateCustomerAddressBodySchema>;

export const CustomerAddressParamsSchema = z.object({ id: IdParamSchema.describe('The address’s id.') });

export const CustomerAddressResponseSchema = CustomerAddressSchema.describe('The address.');
export const CustomerAddressListResponseSchema = listEnvelopeSchema(CustomerAddressSchema).describe(
  'The customer’s addresses, defaults first, then newest first.',
);
