import { describe, expect, it } from 'vitest';
import type { CartAddress } from '@contract/entities/address';
import {
  deliveryDefaults,
  deliveryIssues,
  deliveryPlan,
  emptyAddressValues,
  formPathOfApiField,
  toOrderBody,
  type AddressFormValues,
  type DeliveryFormValues,
} from './delivery-form';

const cartId = '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';
const cz = { id: 1, name: 'Česko', dial_code: '+420', alpha2: 'CZ' };
const context = (requirement: 0 | 1 | 2 | null) => ({
  cartId,
  requirement,
  alpha2Of: (id: number) => (id === 1 ? 'CZ' : id === 2 ? 'SK' : undefined),
});

const jana: AddressFormValues = {
  ...emptyAddressValues(cz),
  first_name: 'Jana',
  last_name: 'Nováková',
  phone: '601 123 456',
  street: 'Dlouhá 12',
  city: 'Praha',
  post_code: '11000',
};

function values(overrides: Partial<DeliveryFormValues> = {}): DeliveryFormValues {
  return {
    email: 'jana@example.com',
    address: jana,
    differentBilling: false,
    billingAddress: emptyAddressValues(cz),
    note: '',
    newsletter: false,
    createAccount: false,
    password: '',
    ...overrides,
  };
}

const paths = (issues: { path: string }[]) => issues.map((issue) => issue.path).sort();

describe('deliveryPlan', () => {
  it('writes one full billing address for requirement 0 and no different delivery address', () => {
    const plan = deliveryPlan(values({ differentBilling: true }), 0);
    expect(plan.has_shipping_address).toBe(false);
    expect(plan.addresses).toHaveLength(1);
    expect(plan.addresses[0]).toMatchObject({ type: 'billing', form: 'address', set: 'full' });
    expect(plan.addresses[0]?.input).toMatchObject({ street: 'Dlouhá 12', city: 'Praha', post_code: '11000' });
  });

  it('writes a basic billing address without the street for requirement 1 (a pickup point)', () => {
    const [billing] = deliveryPlan(values(), 1).addresses;
    expect(billing?.set).toBe('basic');
    expect(billing?.input).not.toHaveProperty('street');
    expect(billing?.input).toMatchObject({
      first_name: 'Jana',
      phone: '601 123 456',
      country_id: 1,
      dial_code: '+420',
    });
  });

  it('offers a different billing address only for requirement 2: the main form becomes the delivery address', () => {
    const billing = { ...jana, first_name: 'Firma', street: 'Krátká 1' };
    const plan = deliveryPlan(values({ differentBilling: true, billingAddress: billing }), 2);
    expect(plan.has_shipping_address).toBe(true);
    expect(plan.addresses.map(({ type, form }) => [type, form])).toEqual([
      ['billing', 'billingAddress'],
      ['shipping', 'address'],
    ]);
    expect(plan.addresses[0]?.input.street).toBe('Krátká 1');
    expect(deliveryPlan(values({ differentBilling: false }), 2).addresses).toHaveLength(1);
  });

  it('sends the company fields only for a company, null otherwise', () => {
    const company = { ...jana, company_name: 'Lumen s.r.o.', company_identification_number: '27082440' };
    expect(deliveryPlan(values({ address: company }), 0).addresses[0]?.input).toMatchObject({
      is_company: false,
      company_name: null,
      company_identification_number: null,
      company_vat_number: null,
    });
    expect(deliveryPlan(values({ address: { ...company, is_company: true } }), 0).addresses[0]?.input).toMatchObject({
      is_company: true,
      company_name: 'Lumen s.r.o.',
      company_identification_number: '27082440',
      company_vat_number: null,
    });
  });
});

describe('toOrderBody', () => {
  it('defaults the password confirmation to the password', () => {
    expect(toOrderBody(values({ createAccount: true, password: 'tajné heslo' }), cartId)).toEqual({
      cart_id: cartId,
      note: null,
      newsletter: false,
      create_new_account: true,
      password: 'tajné heslo',
      password_confirmation: 'tajné heslo',
    });
  });

  it('sends no password without an account, and the note trimmed', () => {
    const body = toOrderBody(values({ password: 'left over', note: '  Ring twice  ', newsletter: true }), cartId);
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({ note: 'Ring twice', newsletter: true, create_new_account: false });
  });
});

describe('deliveryIssues (the contract’s rules)', () => {
  it('accepts a complete order', () => {
    expect(deliveryIssues(values(), context(0))).toEqual([]);
  });

  it('asks for what the requirement needs', () => {
    const empty = values({ email: '', address: emptyAddressValues(cz) });
    expect(paths(deliveryIssues(empty, context(0)))).toEqual(
      [
        'address.city',
        'address.first_name',
        'address.last_name',
        'address.phone',
        'address.post_code',
        'address.street',
        'email',
      ].sort(),
    );
    expect(paths(deliveryIssues(empty, context(1)))).toEqual(
      ['address.first_name', 'address.last_name', 'address.phone', 'email'].sort(),
    );
  });

  it('checks the country’s formats and the company fields', () => {
    const address = { ...jana, post_code: '1100', phone: '60112345', is_company: true };
    const issues = deliveryIssues(values({ address }), context(0));
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'address.post_code', message: 'Enter the post code as 123 45.' },
        { path: 'address.phone', message: 'A Czech or Slovak phone number has 9 digits.' },
        { path: 'address.company_name', message: 'Enter the company name.' },
        { path: 'address.company_identification_number', message: 'Enter the company id.' },
      ]),
    );
  });

  it('checks the second address only when it is asked for', () => {
    const withBilling = values({ differentBilling: true });
    expect(paths(deliveryIssues(withBilling, context(2)))).toContain('billingAddress.first_name');
    expect(paths(deliveryIssues(withBilling, context(0)))).toEqual([]);
  });

  it('checks the e-mail and the new account’s password', () => {
    expect(deliveryIssues(values({ email: 'jana@' }), context(0))).toEqual([
      { path: 'email', message: 'Enter a valid e-mail address.' },
    ]);
    expect(deliveryIssues(values({ createAccount: true }), context(0))).toEqual([
      { path: 'password', message: 'Choose a password for the account.' },
    ]);
    expect(deliveryIssues(values({ createAccount: true, password: 'short' }), context(0))).toEqual([
      { path: 'password', message: 'A password has at least 8 characters.' },
    ]);
  });
});

describe('formPathOfApiField', () => {
  const plain = deliveryPlan(values(), 0);
  const split = deliveryPlan(values({ differentBilling: true }), 2);

  it('puts the order’s address errors on the form that holds that address', () => {
    expect(formPathOfApiField('billing_address.phone', { call: 'order' }, plain)).toBe('address.phone');
    expect(formPathOfApiField('billing_address.phone', { call: 'order' }, split)).toBe('billingAddress.phone');
    expect(formPathOfApiField('shipping_address.street', { call: 'order' }, split)).toBe('address.street');
    expect(formPathOfApiField('shipping_address.street', { call: 'order' }, plain)).toBeNull();
  });

  it('maps the e-mail, the note and the password, and leaves the rest to the form’s notice', () => {
    expect(formPathOfApiField('email', { call: 'cart' }, plain)).toBe('email');
    expect(formPathOfApiField('password_confirmation', { call: 'order' }, plain)).toBe('password');
    expect(formPathOfApiField('shipping_method_id', { call: 'order' }, plain)).toBeNull();
    expect(formPathOfApiField('items.0.amount', { call: 'order' }, plain)).toBeNull();
  });

  it('puts an address call’s field errors on its form', () => {
    const write = split.addresses[0]!;
    expect(formPathOfApiField('post_code', { call: 'address', write }, split)).toBe('billingAddress.post_code');
    expect(formPathOfApiField('body', { call: 'address', write }, split)).toBeNull();
  });
});

describe('deliveryDefaults', () => {
  const saved = (overrides: Partial<CartAddress>): CartAddress => ({
    id: 1,
    type: 'billing',
    customer_address_id: null,
    first_name: 'Jana',
    last_name: 'Nováková',
    dial_code: '+421',
    phone: '901123456',
    street: null,
    city: null,
    post_code: null,
    country_id: 2,
    is_company: false,
    company_name: null,
    company_identification_number: null,
    company_vat_number: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });

  it('starts from the cart’s e-mail and billing address, else from the fallback country', () => {
    const filled = deliveryDefaults({
      email: 'a@b.cz',
      hasShippingAddress: false,
      billing: saved({}),
      shipping: null,
      fallbackCountry: cz,
    });
    expect(filled).toMatchObject({ email: 'a@b.cz', differentBilling: false });
    expect(filled.address).toMatchObject({ first_name: 'Jana', dial_code: '+421', country_id: 2, street: '' });
    const fresh = deliveryDefaults({
      email: null,
      hasShippingAddress: false,
      billing: null,
      shipping: null,
      fallbackCountry: cz,
    });
    expect(fresh.address).toEqual(emptyAddressValues(cz));
    expect(fresh.email).toBe('');
  });

  it('shows a saved delivery address in the main form and the billing address below', () => {
    const defaults = deliveryDefaults({
      email: null,
      hasShippingAddress: true,
      billing: saved({ first_name: 'Billing' }),
      shipping: saved({ type: 'shipping', first_name: 'Delivery' }),
      fallbackCountry: cz,
    });
    expect(defaults.differentBilling).toBe(true);
    expect(defaults.address.first_name).toBe('Delivery');
    expect(defaults.billingAddress.first_name).toBe('Billing');
  });
});
