import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '@contract/entities/cart';
import { cartAddresses, orderAddresses, orders } from '../src/db/schema';
import { call, failing, fieldMessage } from './helpers/cart-client';
import { czechBilling, firstPickupPoint, placeOrder } from './helpers/checkout';
import { customerCart } from './helpers/customer-carts';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let jana: RegisteredCustomer;
let petr: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp();
  jana = await registerCustomer(t.app);
  petr = await registerCustomer(t.app);
});
afterAll(async () => t?.close());

const delivery = {
  first_name: 'Jana',
  last_name: 'Nováková',
  dial_code: '+420',
  phone: '601234567',
  street: 'Jiná 5',
  city: 'Brno',
  post_code: '602 00',
};

/** An order of the customer: the DPD courier (3) to a separate delivery address, bank transfer (1). */
async function earlierOrder(customer: RegisteredCustomer) {
  const headers = bearer(customer.accessToken);
  const cartId = await customerCart(t.app, t.db, customer, { shippingMethodId: 3, paymentMethodId: 1 });
  const separate = await call(t.app, 'PATCH', `/carts/${cartId}`, { body: { has_shipping_address: true }, headers });
  const address = await call(t.app, 'PATCH', `/carts/${cartId}/addresses/shipping`, {
    body: { ...delivery, country_id: 1 },
    headers,
  });
  if (separate.status !== 200 || address.status !== 200)
    throw new Error(`delivery address: ${JSON.stringify([separate.body, address.body])}`);
  return placeOrder(t.app, cartId, {}, { headers });
}

const fast = (cartId: string, body: unknown, customer: RegisteredCustomer | null = jana) =>
  call(t.app, 'POST', `/carts/${cartId}/fast-checkout`, {
    body,
    headers: customer ? bearer(customer.accessToken) : {},
  });

describe('POST /carts/{id}/fast-checkout', () => {
  it('fills shipping, payment, billing and delivery address from the customer’s earlier order', async () => {
    const order = await earlierOrder(jana);
    expect(order.customer_id).toBe(jana.customerId);
    const cartId = await customerCart(t.app, t.db, jana, {
      shippingMethodId: null,
      paymentMethodId: null,
      billing: null,
    });
    const filled = await fast(cartId, { order_id: order.id });
    expect(filled.status).toBe(200);
    const cart = CartSchema.parse(filled.body);
    expect(cart).toMatchObject({ shipping_method_id: 3, payment_method_id: 1, has_shipping_address: true });
    const addresses = await t.db.select().from(cartAddresses).where(eq(cartAddresses.cartId, cartId));
    expect(addresses.map((a) => [a.type, a.street]).sort()).toEqual([
      [1, 'Jiná 5'],
      [2, 'Korunní 12'],
    ]);
    // The cart can be ordered at once.
    const again = await placeOrder(t.app, cartId, {}, { headers: bearer(jana.accessToken) });
    expect(again.shipping.shipping_method_id).toBe(3);
  });

  it('repeats a pickup-point order: its pickup point and the basic billing address (no street)', async () => {
    const headers = bearer(jana.accessToken);
    const { street: _street, city: _city, post_code: _postCode, ...basic } = czechBilling;
    const point = await firstPickupPoint(t.app);
    const earlier = await customerCart(t.app, t.db, jana, { shippingMethodId: 1, paymentMethodId: 1, billing: basic });
    const order = await placeOrder(t.app, earlier, {}, { headers });
    const cartId = await customerCart(t.app, t.db, jana, {
      shippingMethodId: null,
      paymentMethodId: null,
      billing: null,
    });
    const filled = await fast(cartId, { order_id: order.id });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    expect(CartSchema.parse(filled.body)).toMatchObject({
      shipping_method_id: 1,
      shipping_option_id: point,
      payment_method_id: 1,
      has_shipping_address: false,
    });
    const addresses = await t.db.select().from(cartAddresses).where(eq(cartAddresses.cartId, cartId));
    expect(addresses.map((a) => [a.type, a.firstName, a.street])).toEqual([[2, 'Jana', null]]);
    const again = await placeOrder(t.app, cartId, {}, { headers });
    expect(again.shipping.shipping_method_id).toBe(1);
  });

  it('repeats a pickup-point order without a billing address: the methods, and the cart keeps its own address', async () => {
    const headers = bearer(jana.accessToken);
    const earlier = await customerCart(t.app, t.db, jana, { shippingMethodId: 1, paymentMethodId: 1 });
    const order = await placeOrder(t.app, earlier, {}, { headers });
    await t.db.delete(orderAddresses).where(eq(orderAddresses.orderId, order.id));
    const cartId = await customerCart(t.app, t.db, jana, { shippingMethodId: null, paymentMethodId: null });
    const filled = await fast(cartId, { order_id: order.id });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    expect(CartSchema.parse(filled.body)).toMatchObject({ shipping_method_id: 1, payment_method_id: 1 });
    const addresses = await t.db.select().from(cartAddresses).where(eq(cartAddresses.cartId, cartId));
    expect(addresses.map((a) => [a.type, a.street])).toEqual([[2, 'Korunní 12']]);
  });

  it('answers 404 for another customer’s or an unknown order, and for an unknown cart', async () => {
    const order = await earlierOrder(jana);
    const petrsCart = await customerCart(t.app, t.db, petr, {
      shippingMethodId: null,
      paymentMethodId: null,
      billing: null,
    });
    expect((await fast(petrsCart, { order_id: order.id }, petr)).status).toBe(404);
    expect((await fast(petrsCart, { order_id: 999_999 }, petr)).status).toBe(404);
    expect((await fast('00000000-0000-4000-8000-000000000000', { order_id: order.id })).status).toBe(404);
    // Jana's order into Petr's cart with Jana's bearer: the cart is not hers.
    expect((await fast(petrsCart, { order_id: order.id }, jana)).status).toBe(403);
  });

  it('answers 422 fast_checkout_missing_reference when the order lacks a billing address, shipping or payment', async () => {
    const headers = bearer(jana.accessToken);
    const cartId = await customerCart(t.app, t.db, jana, {
      shippingMethodId: null,
      paymentMethodId: null,
      billing: null,
    });
    const noBilling = await earlierOrder(jana);
    await t.db.delete(orderAddresses).where(eq(orderAddresses.orderId, noBilling.id));
    const noShipping = await earlierOrder(jana);
    await t.db.update(orders).set({ shippingMethodId: null }).where(eq(orders.id, noShipping.id));
    const noPayment = await earlierOrder(jana);
    await t.db.update(orders).set({ paymentMethodId: null }).where(eq(orders.id, noPayment.id));
    for (const order of [noBilling, noShipping, noPayment]) {
      const error = await failing(t.app, 'POST', `/carts/${cartId}/fast-checkout`, 422, {
        body: { order_id: order.id },
        headers,
      });
      expect(error.type).toBe('fast_checkout_missing_reference');
      expect(fieldMessage(error, 'order_id')).toBeTruthy();
    }
    // Nothing was changed on the cart.
    const cart = CartSchema.parse((await call(t.app, 'GET', `/carts/${cartId}`, { headers })).body);
    expect(cart.shipping_method_id).toBeNull();
  });

  it('refuses bad bodies (422) and calls without a valid bearer (401)', async () => {
    const order = await earlierOrder(jana);
    const cartId = await customerCart(t.app, t.db, jana);
    expect((await fast(cartId, { order_id: order.id }, null)).status).toBe(401);
    expect(
      (
        await call(t.app, 'POST', `/carts/${cartId}/fast-checkout`, {
          body: { order_id: order.id },
          headers: bearer('w'.repeat(43)),
        })
      ).status,
    ).toBe(401);
    for (const body of [{}, { order_id: 0 }, { order_id: 'x' }, { order_id: 1.5 }, { order_id: order.id, more: 1 }]) {
      const answer = await fast(cartId, body);
      expect(answer.status).toBe(422);
    }
  });
});

describe('PATCH /carts/{id}/addresses/{type} with customer_address_id', () => {
  it('copies the customer’s saved address; another customer’s is a 404, a guest’s call a 422', async () => {
    const { customerAddresses } = await import('../src/db/schema');
    const [saved] = await t.db
      .insert(customerAddresses)
      .values({
        customerId: jana.customerId,
        firstName: 'Jana',
        lastName: 'Nováková',
        street: 'Uložená 7',
        city: 'Olomouc',
        postCode: '779 00',
        countryId: 1,
      })
      .returning();
    const headers = bearer(jana.accessToken);
    const cartId = await customerCart(t.app, t.db, jana);
    const copied = await call(t.app, 'PATCH', `/carts/${cartId}/addresses/billing`, {
      body: { customer_address_id: saved!.id },
      headers,
    });
    expect(copied.status).toBe(200);
    expect(copied.body).toMatchObject({ customer_address_id: saved!.id, street: 'Uložená 7', city: 'Olomouc' });

    const petrsCart = await customerCart(t.app, t.db, petr);
    await failing(t.app, 'PATCH', `/carts/${petrsCart}/addresses/billing`, 404, {
      body: { customer_address_id: saved!.id },
      headers: bearer(petr.accessToken),
    });
    await failing(t.app, 'PATCH', `/carts/${cartId}/addresses/billing`, 404, {
      body: { customer_address_id: 999_999 },
      headers,
    });
    const mixed = await failing(t.app, 'PATCH', `/carts/${cartId}/addresses/billing`, 422, {
      body: { customer_address_id: saved!.id, street: 'X 1' },
      headers,
    });
    expect(fieldMessage(mixed, 'customer_address_id')).toBeTruthy();
    const guest = (await call(t.app, 'POST', '/carts')).body as { id: string };
    await failing(t.app, 'PATCH', `/carts/${guest.id}/addresses/billing`, 422, {
      body: { customer_address_id: saved!.id },
    });
  });
});
