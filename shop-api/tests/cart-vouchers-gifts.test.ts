import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addItem, cartCall, failing, fieldMessage, newCart } from './helpers/cart-client';

/**
 * Demo vouchers and gifts (docs/cart.md): LUMEN10, EXPIRED20, USEDUP15, SAVE200 (from 1000 CZK),
 * FREESHIP, SOON25; the order gift (product 72) from 1500 CZK / 60 EUR; the cap (product 12)
 * with each unit of products 1, 6, 11 …; free shipping from 2000 CZK / 80 EUR.
 * Product 25 (689 CZK, no gift) and 32 (990 CZK, no gift, no discount) fill carts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function cartWith(items: { product_id: number; amount: number }[], headers?: Record<string, string>) {
  const cart = await newCart(t.app, headers);
  let last = cart;
  for (const item of items) last = await addItem(t.app, cart.id, item, headers);
  return last;
}
const addCode = (cartId: string, code: string, headers?: Record<string, string>) =>
  cartCall(t.app, 'POST', `/carts/${cartId}/discounts`, { body: { code }, headers });
const refusal = async (cartId: string, code: string) =>
  fieldMessage(await failing(t.app, 'POST', `/carts/${cartId}/discounts`, 422, { body: { code } }), 'code');

describe('vouchers', () => {
  it('applies LUMEN10 (any case) and takes 10 % off the items, then removes it', async () => {
    const cart = await cartWith([{ product_id: 32, amount: 1 }]);
    const applied = await addCode(cart.id, ' lumen10 ');
    expect(applied.discounts).toHaveLength(1);
    expect(applied.discounts[0]).toMatchObject({ code: 'LUMEN10', percents: 10, free_shipping: false });
    expect(applied.discounts[0]?.discounted_taxed_amount.value).toBe(99);
    expect(applied.discounted_taxed_items_price.value).toBe(990 - 99);
    expect(applied.taxed_total_price.value).toBe(891);
    const removed = await cartCall(t.app, 'DELETE', `/carts/${cart.id}/discounts/${applied.discounts[0]?.id}`);
    expect(removed.discounts).toEqual([]);
    expect(removed.taxed_total_price.value).toBe(990);
    await failing(t.app, 'DELETE', `/carts/${cart.id}/discounts/${applied.discounts[0]?.id}`, 404);
  });

  it('says why a code does not apply: unknown, expired, used up, not yet valid, below the minimum, empty cart', async () => {
    const empty = await newCart(t.app);
    expect(await refusal(empty.id, 'LUMEN10')).toBe('Add something to the cart before using a voucher.');
    const cart = await cartWith([{ product_id: 25, amount: 1 }]);
    expect(await refusal(cart.id, 'NOSUCHCODE')).toBe('We do not know this voucher code.');
    expect(await refusal(cart.id, 'EXPIRED20')).toBe('This voucher has expired.');
    expect(await refusal(cart.id, 'USEDUP15')).toBe('This voucher has been used up.');
    expect(await refusal(cart.id, 'SOON25')).toBe('This voucher is not valid yet.');
    expect(await refusal(cart.id, 'SAVE200')).toMatch(/^This voucher applies to orders from CZK\s1,000\.$/);
    const blank = await failing(t.app, 'POST', `/carts/${cart.id}/discounts`, 422, { body: { code: '  ' } });
    expect(fieldMessage(blank, 'code')).toBe('Enter a voucher code.');
  });

  it('takes one voucher per order and not the same one twice', async () => {
    const cart = await cartWith([{ product_id: 32, amount: 2 }]);
    await addCode(cart.id, 'SAVE200');
    expect(await refusal(cart.id, 'save200')).toBe('This voucher is already applied.');
    expect(await refusal(cart.id, 'LUMEN10')).toBe('Only one voucher per order: remove SAVE200 first.');
  });

  it('takes a fixed amount per currency and stops applying when the cart falls below the minimum', async () => {
    const cart = await cartWith([{ product_id: 32, amount: 2 }]);
    const applied = await addCode(cart.id, 'SAVE200');
    expect(applied.discounted_taxed_amount.value).toBe(200);
    expect(applied.taxed_items_price.value).toBe(1980);
    const item = applied.items[0];
    const lowered = await cartCall(t.app, 'PATCH', `/carts/${cart.id}/items/${item?.id}`, { body: { amount: 1 } });
    expect(lowered.discounts[0]?.discounted_taxed_amount.value).toBe(0);
    expect(lowered.notices).toContainEqual(expect.objectContaining({ key: 'discount_no_longer_applicable' }));
    const euro = await cartCall(t.app, 'PATCH', `/carts/${cart.id}/items/${item?.id}`, {
      body: { amount: 2 },
      headers: { 'currency-preference': 'EUR' },
    });
    expect(euro.discounted_taxed_amount.value).toBe(8);
  });

  it('FREESHIP makes shipping free', async () => {
    const cart = await cartWith([{ product_id: 25, amount: 1 }]);
    await cartCall(t.app, 'PATCH', `/carts/${cart.id}`, { body: { shipping_method_id: 2 } });
    const before = await cartCall(t.app, 'GET', `/carts/${cart.id}`);
    expect(before.taxed_shipping_price.value).toBe(119);
    const free = await addCode(cart.id, 'FREESHIP');
    expect(free.has_free_shipping).toBe(true);
    expect(free.taxed_shipping_price.value).toBe(0);
    expect(free.free_shipping_remaining).toBeNull();
  });
});

describe('free shipping', () => {
  it('ships free from 2000 CZK and says how much is missing below', async () => {
    const below = await cartWith([{ product_id: 32, amount: 1 }]);
    expect(below.has_free_shipping).toBe(false);
    expect(below.free_shipping_remaining?.value).toBe(1010);
    const withMethod = await cartCall(t.app, 'PATCH', `/carts/${below.id}`, { body: { shipping_method_id: 3 } });
    expect(withMethod.shipping_method?.taxed_price.value).toBe(149);
    expect(withMethod.taxed_total_price.value).toBe(990 + 149);
    const above = await addItem(t.app, below.id, { product_id: 32, amount: 2 });
    expect(above.has_free_shipping).toBe(true);
    expect(above.shipping_method?.taxed_price.value).toBe(0);
    expect(above.shipping_method?.original_taxed_price.value).toBe(149);
    expect(above.taxed_total_price.value).toBe(2970);
  });

  it('uses the euro threshold in euros', async () => {
    const cart = await cartWith([{ product_id: 32, amount: 2 }], { 'currency-preference': 'EUR' });
    expect(cart.free_shipping_remaining?.value).toBeCloseTo(80 - 2 * 39.99, 2);
  });
});

describe('gifts', () => {
  it('adds the order gift from 1500 CZK and takes it away below', async () => {
    const cart = await cartWith([{ product_id: 32, amount: 1 }]);
    expect(cart.items.some((i) => i.item_type === 1)).toBe(false);
    const above = await addItem(t.app, cart.id, { product_id: 32, amount: 1 });
    const gift = above.items.find((i) => i.item_type === 1);
    expect(gift).toMatchObject({ product_id: 72, parent_id: null, amount: 1, gift_id: 1 });
    expect(gift?.taxed_total_price.value).toBe(0);
    expect(above.amount).toBe(2);
    expect(above.total_amount).toBe(3);
    expect(above.unique_amount).toBe(1);
    const withVoucher = await addCode(cart.id, 'SAVE200');
    expect(withVoucher.items.some((i) => i.item_type === 1)).toBe(true);
    const item = above.items.find((i) => i.item_type === 0);
    const below = await cartCall(t.app, 'PATCH', `/carts/${cart.id}/items/${item?.id}`, { body: { amount: 1 } });
    expect(below.items.some((i) => i.item_type === 1)).toBe(false);
  });

  it('nests the product gift under its product, one per unit, and removes it with it', async () => {
    const cart = await newCart(t.app);
    const added = await addItem(t.app, cart.id, { product_id: 6, product_variation_id: 9, amount: 1 });
    const mug = added.items.find((i) => i.product_id === 6);
    expect(mug?.items).toEqual([
      expect.objectContaining({ product_id: 12, item_type: 3, parent_id: mug?.id, amount: 1 }),
    ]);
    const removed = await cartCall(t.app, 'DELETE', `/carts/${cart.id}/items/${mug?.id}`);
    expect(removed.items).toEqual([]);
  });
});
