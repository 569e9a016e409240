import { z } from 'zod';
import {
  createCustomerAddressBodySchema,
  type CreateCustomerAddressBody,
  type CustomerAddress,
} from '@contract/calls/customer-addresses';
import { addressRequirements, missingAddressFields } from '@contract/codes/address-requirements';
import { addressValues, toAddressInput, type AddressFormValues, type FormCountry } from '@/lib/checkout/delivery-form';

/** The address book's form: one full address (the checkout's fields) and its default flags. */
export interface AddressBookFormValues {
  address: AddressFormValues;
  is_billing_default: boolean;
  is_shipping_default: boolean;
}

/** The form's first values: the saved address, or an empty one in the shop's first country. */
export function addressBookDefaults(
  saved: CustomerAddress | null,
  fallback: Pick<FormCountry, 'id' | 'dial_code'> | null,
): AddressBookFormValues {
  return {
    address: addressValues(saved ? { ...saved, type: 'billing', customer_address_id: saved.id } : null, fallback),
    is_billing_default: saved?.is_billing_default ?? false,
    is_shipping_default: saved?.is_shipping_default ?? false,
  };
}

/**
 * What the address book sends (`POST` or `PATCH /customer-addresses`): a full address, empty
 * optional fields as null, and the flags. Validated by the form first, so the required ones are there.
 */
export function addressBookBody(values: AddressBookFormValues): CreateCustomerAddressBody {
  const input = toAddressInput(values.address, 'full');
  return {
    first_name: input.first_name ?? '',
    last_name: input.last_name ?? '',
    dial_code: input.dial_code ?? null,
    phone: input.phone ?? null,
    street: input.street ?? '',
    city: input.city ?? '',
    post_code: input.post_code ?? '',
    country_id: input.country_id ?? 0,
    is_company: input.is_company ?? false,
    company_name: input.company_name ?? null,
    company_identification_number: input.company_identification_number ?? null,
    company_vat_number: input.company_vat_number ?? null,
    is_billing_default: values.is_billing_default,
    is_shipping_default: values.is_shipping_default,
  };
}

/**
 * The form's rules: a saved address is a full one (what any shipping method may need), checked by
 * the address book's contract rules with the chosen country's formats.
 */
export function addressBookFormSchema(alpha2Of: (countryId: number) => string | undefined) {
  return z.custom<AddressBookFormValues>().superRefine((values, ctx) => {
    const input = toAddressInput(values.address, 'full');
    const missing = missingAddressFields(input, addressRequirements.billingFull);
    for (const field of missing)
      ctx.addIssue({ code: 'custom', path: ['address', field], message: 'This field is required.' });
    const alpha2 = input.country_id === undefined ? undefined : alpha2Of(input.country_id);
    const checked = createCustomerAddressBodySchema(alpha2).safeParse(addressBookBody(values));
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !(missing as readonly string[]).includes(field))
        ctx.addIssue({ code: 'custom', path: ['address', field], message: issue.message });
    }
  });
}
