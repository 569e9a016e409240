import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@contract/entities/cart';
import { products } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addItem, call, cartCall, failing, fieldMessage, newCart } from './helpers/cart-client';

/**
 * A write of the items answers the cart priced from what the write itself read (the row it wrote,
 * the items, their facts, the stock read under the lock, the vouchers, the gift percents) instead
 * of reading the cart again (docs/cart.md). Whatever the shopper did, that answer must be the cart
 * a GET right after it answers, to the last field. Demo data (docs/cart.md): product 1 has
 * variations, 25 (689 CZK) and 32 (990 CZK) fill carts, products 1, 6, 11 … bring the cap (product
 * 12), 1500 CZK of items bring the beanie (product 72), product 20 has 3 units.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const shirt = 20;

async function sameAsRead(answer: Cart, headers?: Record<string, string>): Promise<Cart> {
  const read = await cartCall(t.app, 'GET', `/carts/${answer.id}`, { headers });
  expect(answer).toEqual(read);
  return answer;
}

const add = async (cartId: string, body: object, headers?: Record<string, string>) =>
  sameAsRead(await addItem(t.app, cartId, body, headers), headers);

describe('the answer of a cart write is the cart a GET reads after it', () => {
  it('adding a new line, to a line, a variation, in another language and currency', async () => {
    const cart = await newCart(t.app);
    const first = await add(cart.id, { product_id: 25, amount: 1 });
    expect(first.items.map((i) => [i.product_id, i.amount])).toEqual([[25, 1]]);
    const second = await add(cart.id, { product_id: 25, amount: 2 });
    expect(second.amount).toBe(3);
    await add(cart.id, { product_id: 1, product_variation_id: 2, amount: 1 });
    const czech = await add(
      cart.id,
      { product_id: 32, amount: 1 },
      { 'language-preference': 'cs', 'currency-preference': 'EUR' },
    );
    expect(czech.currency).toBe('EUR');
  });

  it('with gifts coming, staying and going, and a voucher that stops applying', async () => {
    const cart = await newCart(t.app);
    const line = (c: Cart, productId: number) => c.items.find((i) => i.product_id === productId && i.item_type === 0);
    const hasBeanie = (c: Cart) => c.items.some((i) => i.product_id === 72);
    // 3 × 689 CZK pass the beanie's 1500 CZK and SAVE200's 1000 CZK.
    const three = await add(cart.id, { product_id: 25, amount: 3 });
    expect(hasBeanie(three)).toBe(true);
    await cartCall(t.app, 'POST', `/carts/${cart.id}/discounts`, { body: { code: 'SAVE200' } });
    const patch = async (amount: number) =>
      sameAsRead(
        await cartCall(t.app, 'PATCH', `/carts/${cart.id}/items/${line(three, 25)?.id}`, { body: { amount } }),
      );
    const two = await patch(2);
    expect(hasBeanie(two)).toBe(false);
    expect(two.discounts[0]?.discounted_taxed_amount.value).toBe(200);
    const one = await patch(1);
    expect(one.notices.map((n) => n.key)).toEqual(['discount_no_longer_applicable']);
    expect(hasBeanie(await patch(4))).toBe(true);
    // Product 1 brings the cap under its line; it goes with it.
    const withCap = await add(cart.id, { product_id: 1, product_variation_id: 2, amount: 1 });
    expect(line(withCap, 1)?.items.map((g) => g.product_id)).toEqual([12]);
    const removed = await sameAsRead(
      await cartCall(t.app, 'DELETE', `/carts/${cart.id}/items/${line(withCap, 1)?.id}`),
    );
    expect(removed.items.some((i) => i.product_id === 1 || i.product_id === 12)).toBe(false);
  });

  it('with methods chosen, and by a batch', async () => {
    const cart = await newCart(t.app);
    await add(cart.id, { product_id: 25, amount: 1 });
    await cartCall(t.app, 'PUT', `/carts/${cart.id}/shipping-methods`, { body: { shipping_method_id: 4 } });
    await cartCall(t.app, 'PUT', `/carts/${cart.id}/payment-methods`, { body: { payment_method_id: 1 } });
    const chosen = await add(cart.id, { product_id: 32, amount: 1 });
    expect(chosen.shipping_method?.id).toBe(4);
    const { status, body } = await call(t.app, 'POST', `/carts/${cart.id}/items/batch`, {
      body: {
        items: [
          { product_id: 25, amount: 1 },
          { product_id: 2, amount: 5 },
        ],
      },
    });
    expect(status).toBe(200);
    const { _errors: errors, ...batch } = body as Cart & { _errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(['items.1.amount']);
    await sameAsRead(batch as Cart);
  });

  it('with stock other carts hold: max_amount, and the refused add changes nothing', async () => {
    await t.db.update(products).set({ stockState: 4 }).where(eq(products.id, shirt));
    const other = await newCart(t.app);
    await addItem(t.app, other.id, { product_id: shirt, amount: 2 });
    const cart = await newCart(t.app);
    const one = await add(cart.id, { product_id: shirt, amount: 1 });
    expect(one.items[0]?.max_amount).toBe(2);
    const refused = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, {
      body: { product_id: shirt, amount: 2 },
    });
    expect(fieldMessage(refused, 'amount')).toBe('Only 2 available. Your cart already has 1.');
    expect(await cartCall(t.app, 'GET', `/carts/${cart.id}`)).toEqual(one);
    await cartCall(t.app, 'DELETE', `/carts/${other.id}`);
  });

  it('with the guests’ cap binding (docs/cart.md): max_amount is the cap', async () => {
    await t.db.update(products).set({ stockState: 4 }).where(eq(products.id, shirt));
    const cart = await newCart(t.app);
    const one = await add(cart.id, { product_id: shirt, amount: 1 });
    expect(one.items[0]?.max_amount).toBe(2);
    const two = await add(cart.id, { product_id: shirt, amount: 1 });
    expect(two.items[0]).toMatchObject({ amount: 2, max_amount: 2, sold_out: false });
  });
});
