import { describe, expect, it } from 'vitest';
import type { AfterSaleAddress } from '@contract/entities/after-sale';
import {
  emptyPickupAddress,
  pickupAddressBody,
  pickupAddressIssues,
  pickupAddressPrefill,
  withCountryDefaults,
} from './pickup-address-form';

const address = (change: Partial<AfterSaleAddress>): AfterSaleAddress => ({
  type: 'shipping',
  customer_address_id: null,
  first_name: null,
  last_name: null,
  dial_code: null,
  phone: null,
  street: null,
  city: null,
  post_code: null,
  country_id: null,
  is_company: false,
  company_name: null,
  company_identification_number: null,
  company_vat_number: null,
  ...change,
});

const billing = address({
  type: 'billing',
  first_name: 'Jana',
  last_name: 'Nováková',
  street: 'Dlouhá 12',
  city: 'Praha',
  post_code: '110 00',
  country_id: 1,
  dial_code: '+420',
  phone: '777123456',
});

describe('pickupAddressPrefill', () => {
  it('starts from the order’s delivery address when it has a street', () => {
    const shipping = address({
      first_name: 'Petr',
      last_name: 'Novák',
      street: 'Krátká 3',
      city: 'Brno',
      post_code: '602 00',
      country_id: 1,
    });
    expect(pickupAddressPrefill([billing, shipping])).toEqual({
      first_name: 'Petr',
      last_name: 'Novák',
      street: 'Krátká 3',
      city: 'Brno',
      post_code: '602 00',
      country_id: 1,
      dial_code: '+420',
      phone: '777123456',
    });
  });

  it('takes the street from the billing address when the parcel went to a pickup point', () => {
    const pickupPoint = address({ first_name: 'Jana', last_name: 'Nováková', city: 'Praha', phone: '603000111' });
    expect(pickupAddressPrefill([billing, pickupPoint])).toEqual({
      first_name: 'Jana',
      last_name: 'Nováková',
      street: 'Dlouhá 12',
      city: 'Praha',
      post_code: '110 00',
      country_id: 1,
      dial_code: '+420',
      phone: '603000111',
    });
  });

  it('leaves every field empty without addresses', () => {
    expect(pickupAddressPrefill([])).toEqual(emptyPickupAddress);
  });
});

describe('withCountryDefaults', () => {
  const countries = [
    { id: 1, dial_code: '+420' },
    { id: 2, dial_code: '+421' },
  ];
  it('fills the shop’s first country and the country’s dial code', () => {
    expect(withCountryDefaults(emptyPickupAddress, countries)).toMatchObject({ country_id: 1, dial_code: '+420' });
    expect(withCountryDefaults({ ...emptyPickupAddress, country_id: 2 }, countries)).toMatchObject({
      country_id: 2,
      dial_code: '+421',
    });
    expect(withCountryDefaults({ ...emptyPickupAddress, country_id: 2, dial_code: '+43' }, countries).dial_code).toBe(
      '+43',
    );
  });
});

describe('pickupAddressIssues', () => {
  const typed = { ...emptyPickupAddress, ...pickupAddressPrefill([billing]) };
  it('accepts a whole Czech address', () => {
    expect(pickupAddressIssues(typed, 'CZ')).toEqual({});
  });

  it('checks the contract’s name, post code and phone rules', () => {
    expect(
      pickupAddressIssues(
        { ...typed, first_name: ' ', city: 'x'.repeat(101), street: 'Dlouhá', post_code: '1100', phone: '77712345' },
        'CZ',
      ),
    ).toEqual({
      first_name: 'pickupRequired',
      city: 'pickupTooLong',
      street: 'pickupHouseNumber',
      post_code: 'pickupPostCode',
      phone: 'pickupPhoneLength',
    });
    expect(pickupAddressIssues({ ...typed, country_id: null, dial_code: '420' }, undefined)).toEqual({
      country_id: 'pickupCountry',
      dial_code: 'pickupDialCode',
    });
  });
});

describe('pickupAddressBody', () => {
  it('sends the address trimmed, the post code and phone as the API stores them', () => {
    expect(
      pickupAddressBody(
        { ...pickupAddressPrefill([billing]), street: ' Dlouhá 12 ', post_code: '11000', phone: '777 123 456' },
        'CZ',
      ),
    ).toEqual({
      first_name: 'Jana',
      last_name: 'Nováková',
      street: 'Dlouhá 12',
      city: 'Praha',
      post_code: '110 00',
      country_id: 1,
      dial_code: '+420',
      phone: '777123456',
      is_company: false,
    });
  });
});
