import { describe, expect, it } from 'vitest';
import { addressBookBody, addressBookDefaults, addressBookFormSchema } from './address-form';

const czechia = { id: 1, dial_code: '+420' };
const alpha2Of = (id: number) => (id === 1 ? 'CZ' : undefined);

describe('address book form', () => {
  it('starts empty in the shop’s first country', () => {
    const values = addressBookDefaults(null, czechia);
    expect(values.address.country_id).toBe(1);
    expect(values.address.dial_code).toBe('+420');
    expect(values.is_billing_default).toBe(false);
  });

  it('asks for every field of a full address', () => {
    const result = addressBookFormSchema(alpha2Of).safeParse(addressBookDefaults(null, czechia));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'address.first_name',
        'address.street',
        'address.city',
        'address.post_code',
        'address.phone',
      ]),
    );
  });

  it('sends a filled address with its flags, empty company fields as null', () => {
    const values = addressBookDefaults(null, czechia);
    Object.assign(values.address, {
      first_name: 'Jana',
      last_name: 'Nováková',
      phone: '777123456',
      street: 'Vinohradská 12',
      city: 'Praha',
      post_code: '12000',
    });
    values.is_shipping_default = true;
    expect(addressBookFormSchema(alpha2Of).safeParse(values).success).toBe(true);
    const body = addressBookBody(values);
    expect(body).toMatchObject({ first_name: 'Jana', country_id: 1, company_name: null, is_shipping_default: true });
  });
});
