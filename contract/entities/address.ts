import { z } from 'zod';
import { DateTimeSchema, IdSchema, NullableString } from './common';

/** Address types as the data catalogue numbers them; the API spells them out. */
export const addressTypeCodes = { shipping: 1, billing: 2 } as const;
export const addressTypes = ['billing', 'shipping'] as const;
export const AddressTypeSchema = z.enum(addressTypes);
export type AddressType = z.infer<typeof AddressTypeSchema>;

/**
 * Address requirement of a shipping method: 0 a full billing address (the goods go there),
 * 1 a basic billing address (name and phone; the goods go to a pickup point or the shop),
 * 2 both: a full billing address and, when wanted, a different shipping address.
 */
export const addressRequirements = { billingFull: 0, billingBasic: 1, both: 2 } as const;
export const AddressRequirementSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type AddressRequirement = z.infer<typeof AddressRequirementSchema>;

/** The address fields the data catalogue lists; every one may still be empty while checkout goes on. */
export const addressFields = {
  first_name: NullableString,
  last_name: NullableString,
  dial_code: NullableString,
  phone: NullableString,
  street: NullableString,
  city: NullableString,
  post_code: NullableString,
  country_id: IdSchema.nullable(),
  is_company: z.boolean(),
  company_name: NullableString,
  company_identification_number: NullableString,
  company_vat_number: NullableString,
};

/** A billing or shipping address of a cart. */
export const CartAddressSchema = z.object({
  id: IdSchema,
  type: AddressTypeSchema,
  customer_address_id: IdSchema.nullable(),
  ...addressFields,
  created_at: DateTimeSchema,
});
export type CartAddress = z.infer<typeof CartAddressSchema>;

/** Fields a shipping method's address requirement asks of the billing address before an order. */
const basicAddressFields = ['first_name', 'last_name', 'dial_code', 'phone', 'country_id'] as const;
const fullAddressFields = [...basicAddressFields, 'street', 'city', 'post_code'] as const;
export type RequiredAddressField = (typeof fullAddressFields)[number];

/**
 * The fields an address still lacks for the given requirement (`billing` or `shipping` address).
 * A company address also needs its name and identification number.
 */
export function missingAddressFields(
  address: Partial<
    Record<RequiredAddressField | 'is_company' | 'company_name' | 'company_identification_number', unknown>
  > | null,
  requirement: AddressRequirement,
  type: AddressType = 'billing',
): string[] {
  const wanted: readonly string[] =
    type === 'shipping' || requirement !== addressRequirements.billingBasic ? fullAddressFields : basicAddressFields;
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  const missing = wanted.filter((field) => blank(address?.[field as RequiredAddressField]));
  if (address?.is_company === true) {
    for (const field of ['company_name', 'company_identification_number'] as const)
      if (blank(address[field])) missing.push(field);
  }
  return missing;
}
