import type { AfterSaleAddressBody } from '@contract/calls/after-sale';
import type { AfterSaleAddress } from '@contract/entities/after-sale';
import { nameMaxLength } from '@contract/rules/name';
import { fitsCountryPhoneLength, isDialCode, isPhoneNumber, normalizePhone } from '@contract/rules/phone';
import { fitsCountryPostCode, normalizePostCode, postCodePattern } from '@contract/rules/post-code';

/**
 * The address a DPD courier collects a return from (`PUT /refunds/{id}/addresses/shipping`), as
 * the return form holds it: the fields the API requires (name, street, city, post code, country)
 * and the phone the courier calls, each checked by the contract's rules before anything is sent.
 */
export interface PickupAddressDraft {
  first_name: string;
  last_name: string;
  street: string;
  city: string;
  post_code: string;
  country_id: number | null;
  dial_code: string;
  phone: string;
}

/** The form's fields, named as the API's 422 names them, so its field errors land on them. */
export const pickupAddressFields = [
  'first_name',
  'last_name',
  'street',
  'city',
  'post_code',
  'country_id',
  'dial_code',
  'phone',
] as const satisfies readonly (keyof PickupAddressDraft)[];

export type PickupAddressIssueKey =
  | 'pickupRequired'
  | 'pickupTooLong'
  | 'pickupHouseNumber'
  | 'pickupPostCode'
  | 'pickupCountry'
  | 'pickupPhone'
  | 'pickupPhoneLength'
  | 'pickupDialCode';

export const emptyPickupAddress: PickupAddressDraft = {
  first_name: '',
  last_name: '',
  street: '',
  city: '',
  post_code: '',
  country_id: null,
  dial_code: '',
  phone: '',
};

const fieldsOf = (address: AfterSaleAddress | undefined): Partial<PickupAddressDraft> =>
  address
    ? Object.fromEntries(
        pickupAddressFields.flatMap((field) => {
          const value = address[field];
          return value === null || value === '' ? [] : [[field, value]];
        }),
      )
    : {};

/**
 * Where the form starts: the return's shipping address (a copy of the order's delivery address, or
 * the pick-up address saved earlier), the billing address filling what it lacks (a parcel sent to a
 * pickup point has no street). A field neither has stays empty.
 */
export function pickupAddressPrefill(addresses: readonly AfterSaleAddress[]): PickupAddressDraft {
  const shipping = addresses.find((address) => address.type === 'shipping');
  const billing = addresses.find((address) => address.type === 'billing');
  const hasStreet = Boolean(shipping?.street && shipping.city && shipping.post_code);
  const postal = hasStreet ? fieldsOf(shipping) : {};
  // Without a street the shipping address is a pickup point's: only the name and phone are the shopper's.
  const person = fieldsOf(shipping);
  const personal = {
    first_name: person.first_name,
    last_name: person.last_name,
    dial_code: person.dial_code,
    phone: person.phone,
  };
  const defined = (fields: Partial<PickupAddressDraft>) =>
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...emptyPickupAddress, ...defined(fieldsOf(billing)), ...defined(personal), ...defined(postal) };
}

/** What the pick-up address lacks or gets wrong by the contract's rules: issue keys by field. */
export function pickupAddressIssues(
  address: PickupAddressDraft,
  alpha2: string | undefined,
): Partial<Record<keyof PickupAddressDraft, PickupAddressIssueKey>> {
  const issues: Partial<Record<keyof PickupAddressDraft, PickupAddressIssueKey>> = {};
  for (const field of ['first_name', 'last_name', 'city'] as const) {
    const value = address[field].trim();
    if (value === '') issues[field] = 'pickupRequired';
    else if (value.length > nameMaxLength) issues[field] = 'pickupTooLong';
  }
  const street = address.street.trim();
  if (street === '') issues.street = 'pickupRequired';
  else if (street.length > 150) issues.street = 'pickupTooLong';
  else if (!/\d/.test(street)) issues.street = 'pickupHouseNumber';
  const postCode = address.post_code.trim();
  if (postCode === '') issues.post_code = 'pickupRequired';
  else if (!postCodePattern.test(postCode) || (alpha2 !== undefined && !fitsCountryPostCode(postCode, alpha2)))
    issues.post_code = 'pickupPostCode';
  if (address.country_id === null || alpha2 === undefined) issues.country_id = 'pickupCountry';
  if (address.phone.trim() === '') issues.phone = 'pickupRequired';
  else if (!isPhoneNumber(address.phone)) issues.phone = 'pickupPhone';
  else if (alpha2 !== undefined && !fitsCountryPhoneLength(address.phone, alpha2)) issues.phone = 'pickupPhoneLength';
  if (!isDialCode(address.dial_code)) issues.dial_code = 'pickupDialCode';
  return issues;
}

/** `PUT /refunds/{id}/addresses/shipping`: the typed address, trimmed, its post code and phone as stored. */
export function pickupAddressBody(address: PickupAddressDraft, alpha2: string | undefined): AfterSaleAddressBody {
  return {
    first_name: address.first_name.trim(),
    last_name: address.last_name.trim(),
    street: address.street.trim(),
    city: address.city.trim(),
    post_code: normalizePostCode(address.post_code, alpha2),
    country_id: address.country_id ?? undefined,
    dial_code: address.dial_code.trim(),
    phone: normalizePhone(address.phone.trim()),
    is_company: false,
  };
}

/**
 * The address as the form shows it once the shop's countries are known: no country yet takes the
 * shop's first one, no dial code takes the country's (the dial code list has no empty choice).
 */
export function withCountryDefaults(
  address: PickupAddressDraft,
  countries: readonly { id: number; dial_code: string }[],
): PickupAddressDraft {
  const country =
    countries.find((c) => c.id === address.country_id) ?? (address.country_id === null ? countries[0] : undefined);
  if (!country) return address;
  return { ...address, country_id: country.id, dial_code: address.dial_code.trim() || country.dial_code };
}
