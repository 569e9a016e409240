import {
  addressRequirements,
  basicAddressFields,
  companyAddressFields,
  postalAddressFields,
  type MissingAddressField,
} from '@contract/codes/address-requirements';

/** The fields of the data catalogue's Address a form asks for. */
export type AddressField = MissingAddressField | 'is_company' | 'company_vat_number';

/** `basic`: who the shopper is (no street); `full`: also where a parcel can go. */
export type AddressFieldSet = 'basic' | 'full';

// The sets of the contract's address requirements (`contract/codes/address-requirements.ts`), with
// the company switch and the optional VAT number, which no requirement makes compulsory.
const basicFields: readonly AddressField[] = [
  ...basicAddressFields,
  'is_company',
  ...companyAddressFields,
  'company_vat_number',
];
const fullFields: readonly AddressField[] = [...basicFields, ...postalAddressFields];

/** The address fields a form of the set shows (the company fields only matter when `is_company`). */
export function addressFields(set: AddressFieldSet): readonly AddressField[] {
  return set === 'full' ? fullFields : basicFields;
}

/**
 * Only a shipping method whose address requirement is 2 ('both') allows a different billing address
 * (docs/checkout.md, "The delivery form").
 */
export function allowsDifferentBillingAddress(requirement: number | null | undefined): boolean {
  return requirement === addressRequirements.both;
}

export interface DeliveryAddressForms {
  /** The billing address's fields: always asked for. */
  billing: AddressFieldSet;
  /** A separate shipping address's fields, or null when the parcel goes to the billing address or needs none. */
  shipping: AddressFieldSet | null;
  /** The cart's `has_shipping_address`. */
  has_shipping_address: boolean;
  /** Whether the form offers the "different billing address" choice at all. */
  offersDifferentBillingAddress: boolean;
}

/**
 * The address forms of the delivery phase for the chosen shipping method's requirement: 0 one full
 * billing address; 1 one basic billing address (a pickup point or the shop: no street needed);
 * 2 one full address for both, or, when the shopper asks for a different billing address, a full
 * shipping address and a full billing address. A requirement the catalogue does not know (or no
 * method yet) asks for the full billing address, the form that can serve any method.
 */
export function deliveryAddressForms(
  requirement: number | null | undefined,
  differentBillingAddress: boolean,
): DeliveryAddressForms {
  if (allowsDifferentBillingAddress(requirement)) {
    return {
      billing: 'full',
      shipping: differentBillingAddress ? 'full' : null,
      has_shipping_address: differentBillingAddress,
      offersDifferentBillingAddress: true,
    };
  }
  return {
    billing: requirement === addressRequirements.billingBasic ? 'basic' : 'full',
    shipping: null,
    has_shipping_address: false,
    offersDifferentBillingAddress: false,
  };
}

/**
 * The fields the billing form sends: the method's set, but always the full address for a company,
 * since a company invoice states the registered address whatever the shipping method (the
 * contract's `needsFullAddress`, which `POST /orders` checks).
 */
export function billingFieldSet(forms: Pick<DeliveryAddressForms, 'billing'>, isCompany: boolean): AddressFieldSet {
  return isCompany ? 'full' : forms.billing;
}
