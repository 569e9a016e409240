import { describe, expect, it } from 'vitest';
import { addressColumnsOf, addressFieldsOf } from './address-row';

const row = {
  id: 7,
  firstName: 'Jana',
  lastName: 'Nová',
  dialCode: '+420',
  phone: '777123456',
  street: 'Dlouhá 1',
  city: 'Praha',
  postCode: '110 00',
  countryId: 1,
  isCompany: true,
  companyName: 'Nová s.r.o.',
  companyIdentificationNumber: '12345678',
  companyVatNumber: null,
  createdAt: new Date(0),
};

describe('address row fields', () => {
  it('names every shared column as the contract does, in the answers’ order, and nothing else', () => {
    const fields = addressFieldsOf(row);
    expect(Object.entries(fields)).toEqual([
      ['first_name', 'Jana'],
      ['last_name', 'Nová'],
      ['dial_code', '+420'],
      ['phone', '777123456'],
      ['street', 'Dlouhá 1'],
      ['city', 'Praha'],
      ['post_code', '110 00'],
      ['country_id', 1],
      ['is_company', true],
      ['company_name', 'Nová s.r.o.'],
      ['company_identification_number', '12345678'],
      ['company_vat_number', null],
    ]);
  });

  it('copies every shared column and nothing else (not the id, not the dates)', () => {
    const { id, createdAt, ...shared } = row;
    expect(addressColumnsOf(row)).toStrictEqual(shared);
  });
});
