import { describe, expect, it } from 'vitest';
import { RegisterBodySchema, UpdateCustomerBodySchema } from '../calls/auth';
import { addressInputSchema } from '../calls/address-input';
import { createCustomerAddressBodySchema } from '../calls/customer-addresses';

/**
 * Every call that takes a phone number takes the same ones and stores them the same way: what
 * registration accepted, the account page and the address book accept too, without the spaces.
 */
const phoneOf = {
  registration: (phone: string) => RegisterBodySchema.safeParse(registration(phone)),
  accountUpdate: (phone: string) => UpdateCustomerBodySchema.safeParse({ phone }),
  cartAddress: (phone: string) => addressInputSchema().safeParse({ phone }),
  addressBook: (phone: string) => createCustomerAddressBodySchema().safeParse(bookAddress(phone)),
};

function registration(phone: string) {
  return {
    first_name: 'Eva',
    last_name: 'Malá',
    email: 'eva@example.com',
    password: 'Dlouhe-heslo-1',
    password_confirmation: 'Dlouhe-heslo-1',
    phone,
  };
}

function bookAddress(phone: string) {
  return {
    first_name: 'Eva',
    last_name: 'Malá',
    phone,
    street: 'Dlouhá 1',
    city: 'Praha',
    post_code: '110 00',
    country_id: 1,
  };
}

const accepted = ['777 123 456', '777123456', '123456', '420777123456', '1 2 3 4 5 6', '123 456 789 012 345'];
const refused = ['12345', '1234567890123456', '123 456 789 012 345 6', 'abc', '777-123-456', ''];

describe('one phone rule', () => {
  for (const [call, parse] of Object.entries(phoneOf)) {
    it(`${call} accepts 6 to 15 digits with spaces and keeps the digits alone`, () => {
      for (const phone of accepted) {
        const parsed = parse(phone);
        expect(parsed.success, `${call}: ${phone}`).toBe(true);
        expect((parsed.data as { phone?: string }).phone, `${call}: ${phone}`).toBe(phone.replace(/ /g, ''));
      }
    });

    it(`${call} refuses what is not 6 to 15 digits`, () => {
      for (const phone of refused) {
        const parsed = parse(phone);
        expect(parsed.success, `${call}: ${phone}`).toBe(false);
        expect(
          parsed.error?.issues.map((issue) => issue.path.join('.')),
          `${call}: ${phone}`,
        ).toContain('phone');
      }
    });
  }
});
