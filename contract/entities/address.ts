import { z } from 'zod';
import { addressRequirements } from '../codes/address-requirements';
import { addressTypes } from '../codes/address-types';
import { DateTimeSchema, IdSchema, NullableString } from './common';

// The codes and the rule of which fields an address lacks are zod-free, in `contract/codes/`.
export const AddressTypeSchema = z.enum(addressTypes);
/** A shipping method's address requirement (`contract/codes/address-requirements.ts`). */
export const AddressRequirementSchema = z.enum(addressRequirements);

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
