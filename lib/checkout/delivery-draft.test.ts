// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { customerPrefill, draftOf, parseDeliveryDraft, withDraft, withoutAddresses } from './delivery-draft';
import { clearDeliveryDraft, deliveryDraftKey } from './delivery-draft-session';
import { forgetDraftAddresses, readDeliveryDraft, saveDeliveryDraft } from './delivery-draft-storage';
import { emptyAddressValues, type AddressFormValues, type DeliveryFormValues } from './delivery-form';

const cz = { id: 1, dial_code: '+420' };
const sk = { id: 2, dial_code: '+421' };

const typed: AddressFormValues = {
  ...emptyAddressValues(sk),
  first_name: 'Eva',
  last_name: 'Malá',
  phone: '905 123 456',
  street: 'Hlavná 1',
  city: 'Bratislava',
  post_code: '811 01',
};

function values(overrides: Partial<DeliveryFormValues> = {}): DeliveryFormValues {
  return {
    email: 'eva@example.com',
    address: typed,
    differentBilling: false,
    billingAddress: emptyAddressValues(cz),
    note: 'Ring twice',
    newsletter: true,
    createAccount: true,
    password: 'Secret-pass-2026',
    ...overrides,
  };
}

const start = (overrides: Partial<DeliveryFormValues> = {}): DeliveryFormValues => ({
  email: '',
  address: emptyAddressValues(cz),
  differentBilling: false,
  billingAddress: emptyAddressValues(cz),
  note: '',
  newsletter: false,
  createAccount: false,
  password: '',
  ...overrides,
});

afterEach(() => window.sessionStorage.clear());

describe('what the draft keeps and drops', () => {
  it('keeps every value but the password', () => {
    const draft = draftOf(values());
    expect(draft).not.toHaveProperty('password');
    expect(draft).toMatchObject({
      email: 'eva@example.com',
      note: 'Ring twice',
      newsletter: true,
      createAccount: true,
    });
    expect(draft.address).toEqual(typed);
  });

  it('reads back only a draft: broken JSON, another shape or nothing is no draft', () => {
    expect(parseDeliveryDraft(null)).toBeNull();
    expect(parseDeliveryDraft('{')).toBeNull();
    expect(parseDeliveryDraft('"text"')).toBeNull();
    expect(parseDeliveryDraft(JSON.stringify({ email: 1 }))).toBeNull();
    expect(parseDeliveryDraft(JSON.stringify({ ...draftOf(values()), address: { first_name: 'x' } }))).toBeNull();
    expect(parseDeliveryDraft(JSON.stringify({ ...draftOf(values()), note: 'x'.repeat(5000) }))).toBeNull();
    expect(parseDeliveryDraft(JSON.stringify(draftOf(values())))).toEqual(draftOf(values()));
  });

  it('never reads a password back, even one planted in the storage', () => {
    const planted = JSON.stringify({ ...draftOf(values()), password: 'planted', password_confirmation: 'planted' });
    const draft = parseDeliveryDraft(planted);
    expect(draft).not.toHaveProperty('password');
    expect(draft).not.toHaveProperty('password_confirmation');
    expect(withDraft(start(), draft, [1, 2]).password).toBe('');
  });

  it('keeps the rest without the addresses once a saved address is picked', () => {
    const rest = withoutAddresses(draftOf(values()));
    expect(rest).toEqual({ email: 'eva@example.com', note: 'Ring twice', newsletter: true, createAccount: true });
    expect(parseDeliveryDraft(JSON.stringify(rest))).toEqual(rest);
  });
});

describe('withDraft: the form starts from the cart, overlaid with what was typed', () => {
  it('takes the typed values, field by field, over the cart’s', () => {
    const cart = start({
      email: 'old@example.com',
      address: { ...emptyAddressValues(cz), first_name: 'Old', city: 'Brno' },
    });
    const merged = withDraft(cart, draftOf(values()), [1, 2]);
    expect(merged.email).toBe('eva@example.com');
    expect(merged.address).toEqual(typed);
    expect(merged).toMatchObject({ note: 'Ring twice', newsletter: true, createAccount: true, password: '' });
  });

  it('keeps the cart’s value where the typed field is empty', () => {
    const cart = start({
      email: 'saved@example.com',
      address: { ...emptyAddressValues(cz), last_name: 'Saved', city: 'Brno' },
    });
    const draft = draftOf(values({ email: '  ', address: { ...typed, last_name: '', city: '' } }));
    const merged = withDraft(cart, draft, [1, 2]);
    expect(merged.email).toBe('saved@example.com');
    expect(merged.address).toMatchObject({ first_name: 'Eva', last_name: 'Saved', city: 'Brno' });
  });

  it('keeps the cart’s country and dial code when the typed country is no longer offered', () => {
    const merged = withDraft(start(), draftOf(values()), [1]);
    expect(merged.address).toMatchObject({ country_id: 1, dial_code: '+420', first_name: 'Eva' });
  });

  it('starts from the cart alone without a draft, and keeps its addresses for a draft without them', () => {
    const cart = start({ address: { ...emptyAddressValues(cz), first_name: 'Saved' } });
    expect(withDraft(cart, null, [1])).toBe(cart);
    const merged = withDraft(cart, withoutAddresses(draftOf(values())), [1]);
    expect(merged.address.first_name).toBe('Saved');
    expect(merged.email).toBe('eva@example.com');
  });
});

describe('customerPrefill: a signed-in customer’s account fills only empty fields', () => {
  const customer = {
    email: 'jana@example.com',
    first_name: 'Jana',
    last_name: 'Nováková',
    dial_code: '+420',
    phone: '601234567',
  };

  it('fills e-mail, name and phone with its dial code into an empty form', () => {
    expect(customerPrefill(start(), customer)).toEqual([
      { path: 'email', value: 'jana@example.com' },
      { path: 'address.first_name', value: 'Jana' },
      { path: 'address.last_name', value: 'Nováková' },
      { path: 'address.phone', value: '601234567' },
      { path: 'address.dial_code', value: '+420' },
    ]);
  });

  it('leaves what was typed or saved in the cart', () => {
    expect(customerPrefill(values({ createAccount: false }), customer)).toEqual([]);
    const partly = values({ email: '', address: { ...typed, last_name: ' ' } });
    expect(customerPrefill(partly, { ...customer, phone: null })).toEqual([
      { path: 'email', value: 'jana@example.com' },
      { path: 'address.last_name', value: 'Nováková' },
    ]);
  });
});

describe('the session storage', () => {
  it('saves to the session storage only, never the local storage, and without the password', () => {
    saveDeliveryDraft(draftOf(values()));
    const stored = window.sessionStorage.getItem(deliveryDraftKey);
    expect(stored).toContain('eva@example.com');
    expect(stored).not.toContain('Secret-pass-2026');
    expect(window.localStorage.length).toBe(0);
    expect(readDeliveryDraft()).toEqual(draftOf(values()));
  });

  it('forgets the addresses after a saved address, and everything when cleared', () => {
    saveDeliveryDraft(draftOf(values()));
    forgetDraftAddresses();
    expect(readDeliveryDraft()).toEqual(withoutAddresses(draftOf(values())));
    clearDeliveryDraft();
    expect(window.sessionStorage.getItem(deliveryDraftKey)).toBeNull();
    expect(readDeliveryDraft()).toBeNull();
  });
});
