import { describe, expect, it } from 'vitest';
import { basicAddressFields, companyAddressFields, postalAddressFields } from '@contract/codes/address-requirements';
import { testAddress, testCart, testItem } from './order-fixtures.test-support';
import { checkoutProblems } from './order-requirements';

const alpha2Of = (id: number) => ({ 1: 'CZ', 2: 'SK' })[id];
const fieldsOf = (input: Partial<Parameters<typeof checkoutProblems>[0]>) =>
  checkoutProblems({ cart: testCart(), billing: testAddress(), shipping: null, alpha2Of, ...input }).map(
    (p) => p.field,
  );

describe('checkoutProblems', () => {
  it('finds nothing missing in a complete cart', () => {
    expect(fieldsOf({})).toEqual([]);
  });

  it('says an empty cart is empty, and nothing else', () => {
    expect(fieldsOf({ cart: testCart({ items: [], unique_amount: 0, email: null }) })).toEqual(['items']);
  });

  it('names each missing choice', () => {
    const cart = testCart({ email: null, shipping_method: null, payment_method: null });
    expect(fieldsOf({ cart })).toEqual(['email', 'shipping_method_id', 'payment_method_id']);
  });

  it('asks for the pickup point of a method with options', () => {
    expect(fieldsOf({ cart: testCart({ shipping_option: null }) })).toEqual(['shipping_option_id']);
  });

  it('refuses a method the cart cannot use and a payment incompatible with the shipping', () => {
    const base = testCart();
    const cart = testCart({
      shipping_method: { ...base.shipping_method!, can_use: false },
      payment_method: { ...base.payment_method!, can_use: false },
    });
    const problems = checkoutProblems({ cart, billing: testAddress(), shipping: null, alpha2Of });
    expect(problems).toEqual([
      { field: 'shipping_method_id', message: 'checkout.shippingCannotDeliver' },
      { field: 'payment_method_id', message: 'checkout.paymentUnavailable' },
    ]);
  });

  it('asks for the billing fields the method’s address requirement needs', () => {
    expect(fieldsOf({ billing: null })).toEqual([
      'billing_address.first_name',
      'billing_address.last_name',
      'billing_address.dial_code',
      'billing_address.phone',
      'billing_address.country_id',
    ]);
    const base = testCart();
    const toTheDoor = testCart({
      shipping_method: { ...base.shipping_method!, address_requirement: 0, has_options: false },
    });
    expect(fieldsOf({ cart: toTheDoor, billing: testAddress({ street: null, city: '' }) })).toEqual([
      'billing_address.street',
      'billing_address.city',
    ]);
  });

  it('checks the formats of the country (a Czech post code, phone, company id)', () => {
    const problems = checkoutProblems({
      cart: testCart(),
      billing: testAddress({
        phone: '12 34',
        is_company: true,
        company_name: 'Lumen',
        company_identification_number: '12345678',
      }),
      shipping: null,
      alpha2Of,
    });
    expect(problems.map((p) => p.field)).toEqual([
      'billing_address.phone',
      'billing_address.company_identification_number',
    ]);
  });

  it('checks a separate delivery address only where the method allows one (requirement 2)', () => {
    const base = testCart();
    const courier = { ...base.shipping_method!, address_requirement: 2 as const, has_options: false };
    const cart = testCart({ has_shipping_address: true, shipping_method: courier, shipping_option: null });
    expect(fieldsOf({ cart, shipping: null })).toContain('shipping_address.street');
    expect(fieldsOf({ cart, shipping: testAddress({ type: 'shipping' }) })).toEqual([]);
    const pickup = testCart({ has_shipping_address: true });
    expect(fieldsOf({ cart: pickup, shipping: null })).toEqual([]);
  });

  it('names every missing-field code of the contract, each with its own text', () => {
    const base = testCart();
    const cart = testCart({
      shipping_method: { ...base.shipping_method!, address_requirement: 0, has_options: false },
    });
    const blank = testAddress({
      ...Object.fromEntries([...basicAddressFields, ...postalAddressFields].map((field) => [field, null])),
      is_company: true,
    });
    const problems = checkoutProblems({ cart, billing: blank, shipping: null, alpha2Of });
    const codes = [...basicAddressFields, ...postalAddressFields, ...companyAddressFields];
    expect(problems.map((p) => p.field)).toEqual(codes.map((code) => `billing_address.${code}`));
    const texts = problems.map((p) => p.message);
    expect(new Set(texts).size).toBe(codes.length);
    expect(texts).not.toContain('This field is required.');
  });

  it('refuses a country the shop does not know', () => {
    expect(fieldsOf({ billing: testAddress({ country_id: 99 }) })).toEqual(['billing_address.country_id']);
  });

  it('passes a cart whose gifts are nested under their products', () => {
    const cart = testCart({ items: [testItem({ items: [testItem({ id: 12, item_type: 3, parent_id: 11 })] })] });
    expect(fieldsOf({ cart })).toEqual([]);
  });
});
