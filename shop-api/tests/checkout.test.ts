import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CartAddressesResponseSchema,
  CartPaymentMethodListResponseSchema,
  CartShippingMethodListResponseSchema,
  ShippingOptionListResponseSchema,
} from '@contract/calls/cart';
import { CartAddressSchema } from '@contract/entities/address';
import { findAccessibleCart, guestRequester } from '../src/cart/cart-access';
import { orderBlockers } from '../src/checkout/checkout-readiness';
import { selectCartAddresses } from '../src/cart/cart.repository';
import { loadPricedCart } from '../src/cart/cart-writes';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addItem, call, cartCall, failing, fieldMessage, newCart } from './helpers/cart-client';

/**
 * Demo methods (docs/cart.md): shipping 1 pickup point (options), 2 Czech Post (CZ only), 3 DPD
 * courier (address requirement 2), 4 shop pickup; payment 1 bank transfer, 2 cash on delivery
 * (not with 1 or 4), 3 GoPay, 4 ČSOB, 5 pay at the shop (only with 4).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function filledCart() {
  const cart = await newCart(t.app);
  await addItem(t.app, cart.id, { product_id: 25, amount: 1 });
  return cart;
}
const patch = (cartId: string, body: object) => cartCall(t.app, 'PATCH', `/carts/${cartId}`, { body });
const refused = async (cartId: string, body: object, field: string) =>
  fieldMessage(await failing(t.app, 'PATCH', `/carts/${cartId}`, 422, { body }), field);

describe('shipping and payment methods', () => {
  it('lists every method with can_use; Czech Post does not deliver to Slovakia', async () => {
    const cart = await filledCart();
    const { body } = await call(t.app, 'GET', `/carts/${cart.id}/shipping-methods`);
    const list = CartShippingMethodListResponseSchema.parse(body);
    expect(list.items.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(list.items.every((m) => m.can_use)).toBe(true);
    expect(list.items[0]).toMatchObject({ has_options: true, shipping_service: 2, address_requirement: 1 });
    await call(t.app, 'PATCH', `/carts/${cart.id}/addresses/billing`, { body: { country_id: 2 } });
    const sk = CartShippingMethodListResponseSchema.parse(
      (await call(t.app, 'GET', `/carts/${cart.id}/shipping-methods`)).body,
    );
    expect(sk.items.find((m) => m.id === 2)).toMatchObject({ can_use: false, can_be_used_by_country: false });
    expect(await refused(cart.id, { shipping_method_id: 2 }, 'shipping_method_id')).toBe(
      'This shipping method does not deliver to your country.',
    );
  });

  it('sets the methods with PUT, POST and PATCH, and prices them into the totals', async () => {
    const cart = await filledCart();
    const withShipping = await cartCall(t.app, 'PUT', `/carts/${cart.id}/shipping-methods`, {
      body: { shipping_method_id: 2 },
    });
    expect(withShipping.shipping_method).toMatchObject({ id: 2, can_use: true });
    expect(withShipping.taxed_shipping_price.value).toBe(119);
    const withPayment = await cartCall(t.app, 'POST', `/carts/${cart.id}/payment-methods`, {
      body: { payment_method_id: 2 },
    });
    expect(withPayment.payment_method).toMatchObject({
      id: 2,
      payment_service: 3,
      is_pay_later: true,
      is_online: false,
    });
    expect(withPayment.taxed_total_price.value).toBe(withPayment.taxed_items_price.value + 119 + 39);
    const cleared = await cartCall(t.app, 'PUT', `/carts/${cart.id}/payment-methods`, {
      body: { payment_method_id: null },
    });
    expect(cleared.payment_method).toBeNull();
    await failing(t.app, 'PUT', `/carts/${cart.id}/shipping-methods`, 422, { body: { shipping_method_id: 'x' } });
    const unknown = await failing(t.app, 'PUT', `/carts/${cart.id}/payment-methods`, 422, {
      body: { payment_method_id: 99 },
    });
    expect(fieldMessage(unknown, 'payment_method_id')).toBe('Unknown payment method.');
  });

  it('drops a payment method the new shipping method rules out, and says so', async () => {
    const cart = await filledCart();
    await patch(cart.id, { shipping_method_id: 2, payment_method_id: 2 });
    const moved = await patch(cart.id, { shipping_method_id: 1 });
    expect(moved.payment_method_id).toBeNull();
    expect(moved.notices.map((n) => n.key)).toEqual(['payment_method_not_available_for_shipping_method']);
    const payments = CartPaymentMethodListResponseSchema.parse(
      (await call(t.app, 'GET', `/carts/${cart.id}/payment-methods`)).body,
    );
    expect(payments.items.filter((m) => !m.can_use).map((m) => m.id)).toEqual([2, 5]);
    expect(await refused(cart.id, { payment_method_id: 2 }, 'payment_method_id')).toBe(
      'This payment method is not available for the chosen shipping method.',
    );
    const kept = await patch(cart.id, { shipping_method_id: 4, payment_method_id: 5 });
    expect(kept).toMatchObject({ shipping_method_id: 4, payment_method_id: 5, notices: [] });
  });

  it('takes a pickup point of the chosen method only', async () => {
    const cart = await filledCart();
    expect(await refused(cart.id, { shipping_option_id: 3 }, 'shipping_option_id')).toBe(
      'Choose a shipping method first.',
    );
    const chosen = await patch(cart.id, { shipping_method_id: 1, shipping_option_id: 3 });
    expect(chosen.shipping_option).toMatchObject({ id: 3, shipping_method_id: 1, city: 'Praha' });
    expect(chosen.shipping_method?.option_id).toBe(3);
    expect(await refused(cart.id, { shipping_option_id: 9999 }, 'shipping_option_id')).toBe('Unknown pickup point.');
    const moved = await patch(cart.id, { shipping_method_id: 2 });
    expect(moved.shipping_option_id).toBeNull();
    expect(moved.notices.map((n) => n.key)).toContain('shipping_option_cleared');
    expect(await refused(cart.id, { shipping_option_id: 3 }, 'shipping_option_id')).toBe(
      'This pickup point belongs to another shipping method.',
    );
  });

  it('allows a separate shipping address only with a method that delivers anywhere', async () => {
    const cart = await filledCart();
    await patch(cart.id, { shipping_method_id: 2 });
    expect(await refused(cart.id, { has_shipping_address: true }, 'has_shipping_address')).toBe(
      'This shipping method delivers to the billing address only.',
    );
    const courier = await patch(cart.id, { shipping_method_id: 3, has_shipping_address: true });
    expect(courier.has_shipping_address).toBe(true);
    const back = await patch(cart.id, { shipping_method_id: 1 });
    expect(back.has_shipping_address).toBe(false);
    expect(back.notices.map((n) => n.key)).toContain('shipping_address_not_allowed');
  });
});

describe('pickup points', () => {
  it('pages and searches without case or diacritics', async () => {
    const all = ShippingOptionListResponseSchema.parse(
      (await call(t.app, 'GET', '/shipping-methods/1/options?per_page=10')).body,
    );
    expect(all._meta).toMatchObject({ page: 1, per_page: 10, total: 41, total_pages: 5 });
    const zilina = ShippingOptionListResponseSchema.parse(
      (await call(t.app, 'GET', '/shipping-methods/1/options?search=ZILINA')).body,
    );
    expect(zilina.items.map((o) => o.city)).toEqual(['Žilina']);
    const byPostCode = ShippingOptionListResponseSchema.parse(
      (await call(t.app, 'GET', '/shipping-methods/1/options?search=60200')).body,
    );
    expect(byPostCode.items.map((o) => o.city)).toEqual(['Brno']);
    const praha = ShippingOptionListResponseSchema.parse(
      (await call(t.app, 'GET', '/shipping-methods/1/options?search=praha%20andel')).body,
    );
    expect(praha.items).toHaveLength(1);
    const none = ShippingOptionListResponseSchema.parse((await call(t.app, 'GET', '/shipping-methods/2/options')).body);
    expect(none.items).toEqual([]);
    await failing(t.app, 'GET', '/shipping-methods/99/options', 404);
    const bad = await failing(t.app, 'GET', '/shipping-methods/1/options?page=0&per_page=500&colour=red', 422);
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['colour', 'page', 'per_page']);
  });
});

describe('addresses', () => {
  const valid = {
    first_name: 'Jana',
    last_name: 'Nováková',
    dial_code: '+420',
    phone: '777 123 456',
    street: 'Karlova 12',
    city: 'Praha',
    post_code: '11000',
    country_id: 1,
  };

  it('starts empty and stores the billing address, the post code as 123 45', async () => {
    const cart = await filledCart();
    const empty = CartAddressesResponseSchema.parse((await call(t.app, 'GET', `/carts/${cart.id}/addresses`)).body);
    expect(empty).toEqual({ billing: null, shipping: null });
    const { status, body } = await call(t.app, 'PATCH', `/carts/${cart.id}/addresses/billing`, { body: valid });
    expect(status).toBe(200);
    expect(CartAddressSchema.parse(body)).toMatchObject({ type: 'billing', post_code: '110 00', phone: '777123456' });
    const partial = await call(t.app, 'PATCH', `/carts/${cart.id}/addresses/billing`, { body: { city: 'Brno' } });
    expect(CartAddressSchema.parse(partial.body)).toMatchObject({ city: 'Brno', street: 'Karlova 12' });
    const stored = CartAddressesResponseSchema.parse((await call(t.app, 'GET', `/carts/${cart.id}/addresses`)).body);
    expect(stored.billing?.city).toBe('Brno');
  });

  it('checks the fields and the country’s formats, one field error each', async () => {
    const cart = await filledCart();
    const url = `/carts/${cart.id}/addresses/billing`;
    const bad = await failing(t.app, 'PATCH', url, 422, {
      body: {
        ...valid,
        first_name: ' ',
        street: 'Karlova',
        dial_code: '420',
        phone: '12',
        post_code: '!',
        nickname: 'x',
      },
    });
    expect(bad.errors.map((e) => e.field).sort()).toEqual([
      'dial_code',
      'first_name',
      'nickname',
      'phone',
      'post_code',
      'street',
    ]);
    const czech = await failing(t.app, 'PATCH', url, 422, { body: { ...valid, post_code: '1100', phone: '77712345' } });
    expect(fieldMessage(czech, 'post_code')).toBe('Enter the post code as 123 45.');
    expect(fieldMessage(czech, 'phone')).toBe('A Czech or Slovak phone number has 9 digits.');
    const company = await failing(t.app, 'PATCH', url, 422, {
      body: { ...valid, is_company: true, company_identification_number: '12345678', company_vat_number: 'SK123' },
    });
    expect(fieldMessage(company, 'company_name')).toBe('Enter the company name.');
    const ids = await failing(t.app, 'PATCH', url, 422, {
      body: {
        ...valid,
        is_company: true,
        company_name: 'Lumen s.r.o.',
        company_identification_number: '12345678',
        company_vat_number: 'SK123',
      },
    });
    expect(fieldMessage(ids, 'company_identification_number')).toMatch(/check digit/);
    expect(fieldMessage(ids, 'company_vat_number')).toBe('Enter the VAT number as CZ and 8 to 10 digits.');
    const ok = await call(t.app, 'PATCH', url, {
      body: {
        ...valid,
        is_company: true,
        company_name: 'Lumen s.r.o.',
        company_identification_number: '27074358',
        company_vat_number: 'cz27074358',
      },
    });
    expect(CartAddressSchema.parse(ok.body)).toMatchObject({ is_company: true, company_vat_number: 'CZ27074358' });
    const unknownCountry = await failing(t.app, 'PATCH', url, 422, { body: { country_id: 999 } });
    expect(fieldMessage(unknownCountry, 'country_id')).toBe('Unknown country.');
    const saved = await failing(t.app, 'PATCH', url, 422, { body: { customer_address_id: 4 } });
    expect(fieldMessage(saved, 'customer_address_id')).toBe('Saved addresses need a signed-in customer.');
    await failing(t.app, 'PATCH', url, 422, { body: {} });
    await failing(t.app, 'PATCH', `/carts/${cart.id}/addresses/home`, 422, { body: valid });
    await failing(t.app, 'PATCH', '/carts/0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f/addresses/billing', 404, {
      body: valid,
    });
  });

  it('moves the cart’s country with the address and drops a method that does not deliver there', async () => {
    const cart = await filledCart();
    await patch(cart.id, { shipping_method_id: 2 });
    await call(t.app, 'PATCH', `/carts/${cart.id}/addresses/billing`, { body: { country_id: 2 } });
    const moved = await cartCall(t.app, 'GET', `/carts/${cart.id}`);
    expect(moved.shipping_country_id).toBe(2);
    expect(moved.shipping_method_id).toBeNull();
    await patch(cart.id, { shipping_method_id: 3, has_shipping_address: true });
    await call(t.app, 'PATCH', `/carts/${cart.id}/addresses/shipping`, { body: { country_id: 1 } });
    expect((await cartCall(t.app, 'GET', `/carts/${cart.id}`)).shipping_country_id).toBe(1);
  });
});

describe('order blockers', () => {
  const blockers = async (cartId: string) => {
    const ctx = {
      db: t.db,
      locale: 'en' as const,
      currency: { id: 1, code: 'CZK', decimalPlaces: 0 },
      publicUrl: 'http://localhost:4000',
      holds: { minutes: 20, guestMinutes: 10, guestShare: 0.5 },
      cardGateways: { gopay: 'sandbox', csob: 'sandbox' } as const,
    };
    const cart = await findAccessibleCart(t.db, cartId, guestRequester);
    return orderBlockers(await loadPricedCart(ctx, cart), await selectCartAddresses(t.db, cart.id)).map((p) => p.field);
  };

  it('lists what the cart still needs before an order, until nothing is left', async () => {
    const empty = await newCart(t.app);
    expect(await blockers(empty.id)).toEqual(['items', 'shipping_method_id', 'payment_method_id', 'email']);
    const cart = await filledCart();
    await patch(cart.id, { shipping_method_id: 1, payment_method_id: 1, email: 'jana@example.cz' });
    expect(await blockers(cart.id)).toEqual([
      'shipping_option_id',
      'billing_address.first_name',
      'billing_address.last_name',
      'billing_address.dial_code',
      'billing_address.phone',
      'billing_address.country_id',
    ]);
    await patch(cart.id, { shipping_option_id: 5 });
    await call(t.app, 'PATCH', `/carts/${cart.id}/addresses/billing`, {
      body: { first_name: 'Jana', last_name: 'Nováková', dial_code: '+420', phone: '777123456', country_id: 1 },
    });
    expect(await blockers(cart.id)).toEqual([]);
    await patch(cart.id, { shipping_method_id: 3, payment_method_id: 3 });
    expect(await blockers(cart.id)).toEqual([
      'billing_address.street',
      'billing_address.city',
      'billing_address.post_code',
    ]);
  });
});
