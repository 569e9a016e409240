import { describe, expect, it } from 'vitest';
import {
  addressFields,
  allowsDifferentBillingAddress,
  deliveryAddressForms,
  type DeliveryAddressForms,
} from './address-requirement';

describe('allowsDifferentBillingAddress', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, false],
    [null, false],
    [undefined, false],
  ])('requirement %s → %s', (requirement, expected) => {
    expect(allowsDifferentBillingAddress(requirement)).toBe(expected);
  });
});

describe('deliveryAddressForms', () => {
  const cases: [string, number | null, boolean, DeliveryAddressForms][] = [
    [
      '0: one full billing address',
      0,
      false,
      { billing: 'full', shipping: null, has_shipping_address: false, offersDifferentBillingAddress: false },
    ],
    [
      '0: a different billing address is not possible',
      0,
      true,
      { billing: 'full', shipping: null, has_shipping_address: false, offersDifferentBillingAddress: false },
    ],
    [
      '1: one basic billing address',
      1,
      false,
      { billing: 'basic', shipping: null, has_shipping_address: false, offersDifferentBillingAddress: false },
    ],
    [
      '1: a different billing address is not possible',
      1,
      true,
      { billing: 'basic', shipping: null, has_shipping_address: false, offersDifferentBillingAddress: false },
    ],
    [
      '2: one full address for both',
      2,
      false,
      { billing: 'full', shipping: null, has_shipping_address: false, offersDifferentBillingAddress: true },
    ],
    [
      '2: a shipping address and a different billing address',
      2,
      true,
      { billing: 'full', shipping: 'full', has_shipping_address: true, offersDifferentBillingAddress: true },
    ],
    [
      'no method yet: the full billing address',
      null,
      true,
      { billing: 'full', shipping: null, has_shipping_address: false, offersDifferentBillingAddress: false },
    ],
    [
      'an unknown requirement: the full billing address',
      7,
      false,
      { billing: 'full', shipping: null, has_shipping_address: false, offersDifferentBillingAddress: false },
    ],
  ];

  it.each(cases)('%s', (_name, requirement, different, expected) => {
    expect(deliveryAddressForms(requirement, different)).toEqual(expected);
  });
});

describe('addressFields', () => {
  it('asks a basic address for the person, contact, country and company, without a street', () => {
    expect(addressFields('basic')).toEqual([
      'first_name',
      'last_name',
      'dial_code',
      'phone',
      'country_id',
      'is_company',
      'company_name',
      'company_identification_number',
      'company_vat_number',
    ]);
  });

  it('asks a full address for the basic fields plus street, city and post code', () => {
    expect(addressFields('full')).toEqual([...addressFields('basic'), 'street', 'city', 'post_code']);
  });
});
