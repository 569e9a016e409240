import { describe, expect, it } from 'vitest';
import { basicAddressFields, companyAddressFields, postalAddressFields } from '@contract/codes/address-requirements';
import { addressInputSchema, PatchCartBodySchema } from '@contract/calls/cart';
import { CreateOrderBodySchema } from '@contract/calls/orders';
import { messagesByLocale } from '@/lib/i18n/messages';
import { allFieldMessageKeys, fieldMessageKey, localizeFieldMessage, missingFieldMessage } from './field-messages';

/** The messages the contract's rules give for bad address, e-mail and order input. */
function contractMessages(): string[] {
  const bad = {
    first_name: '',
    last_name: 'x'.repeat(101),
    dial_code: '420',
    phone: 'abc',
    street: 'Main street',
    city: '',
    post_code: '!',
    is_company: true,
    company_identification_number: '1',
    company_vat_number: '1',
  };
  const issues = [
    ...(addressInputSchema().safeParse(bad).error?.issues ?? []),
    ...(addressInputSchema('CZ').safeParse({
      post_code: '1234',
      phone: '12345678',
      company_identification_number: '12345678',
      company_vat_number: 'CZ1',
    }).error?.issues ?? []),
    ...(addressInputSchema('SK').safeParse({ company_identification_number: '1234567', company_vat_number: 'SK1' })
      .error?.issues ?? []),
    ...(addressInputSchema().safeParse({ phone: '1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6', street: '' }).error?.issues ?? []),
    ...(PatchCartBodySchema.safeParse({ email: 'not an e-mail' }).error?.issues ?? []),
    ...(CreateOrderBodySchema.safeParse({
      cart_id: crypto.randomUUID(),
      note: 'x'.repeat(1001),
      create_new_account: true,
      password: 'short',
    }).error?.issues ?? []),
    ...(CreateOrderBodySchema.safeParse({ cart_id: crypto.randomUUID(), create_new_account: true }).error?.issues ??
      []),
    ...(CreateOrderBodySchema.safeParse({
      cart_id: crypto.randomUUID(),
      create_new_account: true,
      password: 'long enough',
      password_confirmation: 'other',
    }).error?.issues ?? []),
  ];
  return [...new Set(issues.map((issue) => issue.message))];
}

describe('field messages', () => {
  it('knows every message the contract’s address, e-mail and order rules give', () => {
    const messages = contractMessages();
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((message) => fieldMessageKey(message) === null)).toEqual([]);
  });

  it('has its own translated text for every missing-field code of the contract', () => {
    const codes = [...basicAddressFields, ...postalAddressFields, ...companyAddressFields];
    const keys = codes.map((code) => fieldMessageKey(missingFieldMessage(code)));
    expect(keys).not.toContain(null);
    expect(keys).not.toContain('required');
    expect(new Set(keys).size).toBe(codes.length);
  });

  it('has a text for every key in cs, sk and en', () => {
    for (const messages of Object.values(messagesByLocale))
      for (const key of allFieldMessageKeys) expect(messages.checkout.fieldErrors, key).toHaveProperty(key);
  });

  it('translates a known message and keeps an unknown one in English only', () => {
    const translate = (key: string) => `<${key}>`;
    expect(localizeFieldMessage('Enter the city.', 'cs', translate)).toBe('<cityRequired>');
    expect(localizeFieldMessage('A rule added later.', 'en', translate)).toBe('A rule added later.');
    expect(localizeFieldMessage('A rule added later.', 'sk', translate)).toBe('<invalid>');
  });
});
