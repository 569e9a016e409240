import type { AddressType } from './address-types';

/**
 * Address requirement of a shipping method: 0 a full billing address (the goods go there),
 * 1 a basic billing address (name and phone; the goods go to a pickup point or the shop),
 * 2 both: a full billing address and, when wanted, a different shipping address.
 */
export const addressRequirements = { billingFull: 0, billingBasic: 1, both: 2 } as const;
export type AddressRequirement = (typeof addressRequirements)[keyof typeof addressRequirements];

/** Who the shopper is: what every address needs, also a basic one (requirement 1). */
export const basicAddressFields = ['first_name', 'last_name', 'dial_code', 'phone', 'country_id'] as const;
/** Where a parcel can go: what a full address needs on top of the basic fields. */
export const postalAddressFields = ['street', 'city', 'post_code'] as const;
/** What a company address (`is_company`) needs on top. */
export const companyAddressFields = ['company_name', 'company_identification_number'] as const;

/**
 * The codes of the fields an order can still lack (the API's `billing_address.<code>` field
 * errors; each side keeps its own text per code).
 */
export type MissingAddressField =
  (typeof basicAddressFields)[number] | (typeof postalAddressFields)[number] | (typeof companyAddressFields)[number];

/** An address as the rule reads it: any of its fields, filled in or not. */
export type CheckedAddress = Partial<Record<MissingAddressField | 'is_company', unknown>>;

const blank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Whether an address must be a full one (street, city, post code): a shipping address always; a
 * billing address under requirements 0 and 2, and under 1 too when it is a company's, since a
 * company invoice states the company's registered address whatever the shipping method.
 */
export function needsFullAddress(requirement: AddressRequirement, type: AddressType, isCompany: boolean): boolean {
  return type === 'shipping' || requirement !== addressRequirements.billingBasic || isCompany;
}

/**
 * The fields an address still lacks for the given requirement (`billing` or `shipping` address),
 * full or basic as `needsFullAddress` says. A company address also needs its name and
 * identification number.
 */
export function missingAddressFields(
  address: CheckedAddress | null,
  requirement: AddressRequirement,
  type: AddressType = 'billing',
): MissingAddressField[] {
  const full = needsFullAddress(requirement, type, address?.is_company === true);
  const wanted: readonly MissingAddressField[] = full
    ? [...basicAddressFields, ...postalAddressFields]
    : basicAddressFields;
  const missing = wanted.filter((field) => blank(address?.[field]));
  if (address?.is_company === true) missing.push(...companyAddressFields.filter((field) => blank(address[field])));
  return missing;
}

/** The field an order's missing address field is named by: `billing_address.phone`. */
export function addressFieldPath(type: AddressType, field: string): string {
  return `${type}_address.${field}`;
}

/** The address and field an order's field error names, or null when it names no address field. */
export function parseAddressFieldPath(path: string): { type: AddressType; field: string } | null {
  const match = /^(billing|shipping)_address\.(\w+)$/.exec(path);
  return match ? { type: match[1] as AddressType, field: match[2]! } : null;
}
