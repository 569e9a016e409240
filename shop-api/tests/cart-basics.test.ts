import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartBatchResponseSchema, CartItemListResponseSchema } from '@contract/calls/cart';
import { carts } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addItem, call, cartCall, failing, fieldMessage, newCart } from './helpers/cart-client';

/** Demo catalogue facts these tests lean on (seed): product 1 has variations (1 sold out, 2 in stock); 25 has none and no gift; 2 sells at most 3; 7 is sold out. */
const tShirt = { product_id: 1, product_variation_id: 2 };
const tee = { product_id: 25 };
/** Product 20 has 3 units: a cart without an account may hold max(1, ⌊3 / 2⌋) of them (docs/cart.md). */
const guestCap =
  'Without signing in, a cart can hold at most 1 of this product while few are left. Sign in to buy more.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('carts', () => {
  it('creates an empty cart with an unguessable id, in the request’s currency', async () => {
    const cart = await newCart(t.app, { 'language-preference': 'sk', 'currency-preference': 'EUR' });
    expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.currency).toBe('EUR');
    expect(cart.unique_amount).toBe(0);
    expect(cart.items).toEqual([]);
    expect(cart.shipping_country_id).toBe(2);
    expect(cart.free_shipping_remaining?.value).toBe(80);
    const again = await cartCall(t.app, 'GET', `/carts/${cart.id}`, { headers: { 'currency-preference': 'CZK' } });
    expect(again.currency).toBe('CZK');
  });

  it('answers 404 for a malformed or unknown id, and 403 for a customer’s cart', async () => {
    await failing(t.app, 'GET', '/carts/not-a-uuid', 404);
    await failing(t.app, 'GET', '/carts/12', 404);
    await failing(t.app, 'GET', '/carts/6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e', 404);
    await failing(t.app, 'POST', '/carts/6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e/items', 404, { body: tee });
    const cart = await newCart(t.app);
    await t.db.update(carts).set({ customerId: 7 }).where(eq(carts.id, cart.id));
    const forbidden = await failing(t.app, 'GET', `/carts/${cart.id}`, 403);
    expect(forbidden.type).toBe('forbidden');
    await failing(t.app, 'PATCH', `/carts/${cart.id}`, 403, { body: { email: 'a@b.cz' } });
  });

  it('patches the e-mail and refuses unknown or empty bodies', async () => {
    const cart = await newCart(t.app);
    expect((await cartCall(t.app, 'PATCH', `/carts/${cart.id}`, { body: { email: 'jana@example.cz' } })).email).toBe(
      'jana@example.cz',
    );
    const bad = await failing(t.app, 'PATCH', `/carts/${cart.id}`, 422, { body: { email: 'nope', colour: 'red' } });
    expect(fieldMessage(bad, 'email')).toBe('Enter a valid e-mail address.');
    expect(fieldMessage(bad, 'colour')).toBe('Unknown field.');
    await failing(t.app, 'PATCH', `/carts/${cart.id}`, 422, { body: {} });
  });

  it('clears the cart with DELETE and keeps its id', async () => {
    const cart = await newCart(t.app);
    await addItem(t.app, cart.id, tee);
    const cleared = await cartCall(t.app, 'DELETE', `/carts/${cart.id}`);
    expect(cleared.id).toBe(cart.id);
    expect(cleared.items).toEqual([]);
    expect(cleared.reservation_set).toBe(false);
  });
});

describe('cart items', () => {
  it('adds a product, merges a second add into its line and reserves the stock', async () => {
    const cart = await newCart(t.app);
    await addItem(t.app, cart.id, { ...tee, amount: 1 });
    const after = await addItem(t.app, cart.id, { ...tee, amount: 1 });
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({
      product_id: 25,
      amount: 2,
      item_type: 0,
      sold_out: false,
      url: 'yellow-striped-t-shirt',
    });
    expect(after.items[0]?.taxed_total_price.value).toBe((after.items[0]?.taxed_unit_price.value ?? 0) * 2);
    expect(after.amount).toBe(2);
    expect(after.unique_amount).toBe(1);
    expect(after.reservation_set).toBe(true);
    // A cart without an account holds its stock for 10 minutes (a customer's for 20: cart-hoarding.test.ts).
    expect(new Date(after.expiration_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(new Date(after.expiration_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });

  it('needs a variation of a product with variations, and only its own variations', async () => {
    const cart = await newCart(t.app);
    const missing = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, { body: { product_id: 1 } });
    expect(fieldMessage(missing, 'product_variation_id')).toBe('Choose a variation of this product.');
    const foreign = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, {
      body: { product_id: 1, product_variation_id: 9 },
    });
    expect(fieldMessage(foreign, 'product_variation_id')).toBe('This variation does not belong to the product.');
    const none = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, {
      body: { product_id: 5, product_variation_id: 2 },
    });
    expect(fieldMessage(none, 'product_variation_id')).toBe('This product has no variations.');
    const added = await addItem(t.app, cart.id, tShirt);
    expect(added.items[0]).toMatchObject({ product_id: 1, product_variation_id: 2 });
  });

  it('refuses what cannot be bought, unknown products and bad amounts', async () => {
    const cart = await newCart(t.app);
    const soldOut = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, { body: { product_id: 7 } });
    expect(fieldMessage(soldOut, 'product_id')).toBe('This product cannot be bought.');
    const unknown = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, { body: { product_id: 99999 } });
    expect(fieldMessage(unknown, 'product_id')).toBe('Unknown product.');
    const bad = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, {
      body: { product_id: 5, amount: -2, gift_id: 1 },
    });
    expect(fieldMessage(bad, 'amount')).toBe('The amount must be at least 1.');
    expect(fieldMessage(bad, 'gift_id')).toBe('Unknown field.');
    const huge = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, { body: { product_id: 5, amount: 1.5 } });
    expect(fieldMessage(huge, 'amount')).toBe('Enter the amount as a whole number.');
  });

  it('bounds the amount by the purchase limit and by the guests’ share of the stock, saying how many', async () => {
    const cart = await newCart(t.app);
    await addItem(t.app, cart.id, { product_id: 2, amount: 2 });
    const limit = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, { body: { product_id: 2, amount: 2 } });
    expect(fieldMessage(limit, 'amount')).toBe('You can buy at most 3 of this product. Your cart already has 2.');
    const stock = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, { body: { product_id: 20, amount: 4 } });
    expect(fieldMessage(stock, 'amount')).toBe(guestCap);
  });

  it('changes and removes an item; unknown items are 404, gifts cannot be changed by hand', async () => {
    const cart = await newCart(t.app);
    const added = await addItem(t.app, cart.id, tShirt);
    const item = added.items[0];
    const gift = item?.items[0];
    expect(gift).toMatchObject({ item_type: 3, parent_id: item?.id, product_id: 12 });
    const raised = await cartCall(t.app, 'PATCH', `/carts/${cart.id}/items/${item?.id}`, { body: { amount: 4 } });
    expect(raised.items[0]?.amount).toBe(4);
    expect(raised.items[0]?.items[0]?.amount).toBe(4);
    const bad = await failing(t.app, 'PATCH', `/carts/${cart.id}/items/${item?.id}`, 422, { body: { amount: 0 } });
    expect(fieldMessage(bad, 'amount')).toBe('The amount must be at least 1.');
    const byHand = await failing(t.app, 'PATCH', `/carts/${cart.id}/items/${gift?.id}`, 422, { body: { amount: 1 } });
    expect(fieldMessage(byHand, 'itemId')).toMatch(/gift/);
    await failing(t.app, 'PATCH', `/carts/${cart.id}/items/987654`, 404, { body: { amount: 1 } });
    await failing(t.app, 'DELETE', `/carts/${cart.id}/items/987654`, 404);
    const malformed = await failing(t.app, 'DELETE', `/carts/${cart.id}/items/abc`, 422);
    expect(malformed.errors[0]?.field).toBe('itemId');
    const removed = await cartCall(t.app, 'DELETE', `/carts/${cart.id}/items/${item?.id}`);
    expect(removed.items).toEqual([]);
    expect(removed.unique_amount).toBe(0);
  });

  it('lists the items in the list envelope', async () => {
    const cart = await newCart(t.app);
    await addItem(t.app, cart.id, tee);
    const { status, body } = await call(t.app, 'GET', `/carts/${cart.id}/items`);
    expect(status).toBe(200);
    const list = CartItemListResponseSchema.parse(body);
    expect(list.items.map((i) => i.product_id)).toEqual([25]);
    expect(list._meta.total).toBe(1);
  });
});

describe('batch add', () => {
  it('adds the valid items and reports each bad one under items.<index>.<field>', async () => {
    const cart = await newCart(t.app);
    const { status, body } = await call(t.app, 'POST', `/carts/${cart.id}/items/batch`, {
      body: {
        items: [
          tee,
          { product_id: 1 },
          { product_id: 'x', amount: 2 },
          { product_id: 20, amount: 9 },
          { product_id: 12, amount: 2, note: 'hi' },
          tShirt,
        ],
      },
    });
    expect(status).toBe(200);
    const answer = CartBatchResponseSchema.parse(body);
    expect(answer.items.map((i) => i.product_id).sort()).toEqual([1, 25]);
    expect(answer._errors).toEqual({
      'items.1.product_variation_id': ['Choose a variation of this product.'],
      'items.2.product_id': [expect.any(String)],
      'items.3.amount': [guestCap],
      'items.4.note': ['Unknown field.'],
    });
  });

  it('refuses a body that is not a list of items', async () => {
    const cart = await newCart(t.app);
    const empty = await failing(t.app, 'POST', `/carts/${cart.id}/items/batch`, 422, { body: { items: [] } });
    expect(fieldMessage(empty, 'items')).toBe('Send at least one item.');
    await failing(t.app, 'POST', `/carts/${cart.id}/items/batch`, 422, { body: { items: 'tee' } });
    await failing(t.app, 'POST', `/carts/${cart.id}/items/batch`, 422, { body: {} });
  });
});

describe('demo data for the purchase', () => {
  it('has the small-stock product (20, 3 units) at stable paths', async () => {
    const { body } = await call(t.app, 'GET', '/products/20?embed=urls');
    const product = body as {
      stock_state: number;
      update_stock: boolean;
      has_variations: boolean;
      _embedded: { urls: object };
    };
    expect(product).toMatchObject({ stock_state: 3, update_stock: true, has_variations: false });
    expect(product._embedded.urls).toEqual({
      cs: 'cervene-prodysne-bezecke-tricko',
      sk: 'cervene-priedusne-bezecke-tricko',
      en: 'red-breathable-running-shirt',
    });
  });
});
