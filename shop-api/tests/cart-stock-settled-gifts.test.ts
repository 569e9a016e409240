import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, products } from '../src/db/schema';
import { addItem, cartCall, newCart } from './helpers/cart-client';
import { placeOrder, readyCart } from './helpers/checkout';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A cart an order's stock lowers is priced anew: the gifts, vouchers and free shipping it no
 * longer earns go (docs/cart.md, "Gifts"). Demo rules: the order gift (product 72) from 1500 CZK,
 * SAVE200 from 1000 CZK, free shipping from 2000 CZK. Product 25 (689 CZK, no gift of its own),
 * its stock set here.
 */
const tee = 25;
const orderGift = 72;

let t: TestApp;
beforeAll(async () => {
  // Guest carts may hold every unit here: the guests' cap is cart-hoarding.test.ts's.
  t = await createTestApp({ env: { CART_GUEST_HOLD_SHARE: '1' } });
});
afterAll(async () => t?.close());

describe('a cart whose stock another shopper took', () => {
  it('loses the order gift, the voucher and the free shipping it no longer earns, also on a later read', async () => {
    await t.db.update(products).set({ stockState: 100, updateStock: true }).where(eq(products.id, tee));
    const probe = await addItem(t.app, (await newCart(t.app)).id, { product_id: tee, amount: 1 });
    const unit = probe.items[0]?.taxed_unit_price.value ?? 0;
    expect(unit).toBeGreaterThan(0);
    expect(unit).toBeLessThan(1000);
    // Enough tees for the gift after SAVE200 takes 200 off (and for free shipping); one tee stays below the voucher's minimum.
    const amount = Math.ceil(1700 / unit);
    await t.db.update(products).set({ stockState: amount }).where(eq(products.id, tee));
    await cartCall(t.app, 'DELETE', `/carts/${probe.id}`);

    const cart = await newCart(t.app);
    await addItem(t.app, cart.id, { product_id: tee, amount });
    const withVoucher = await cartCall(t.app, 'POST', `/carts/${cart.id}/discounts`, { body: { code: 'SAVE200' } });
    expect(withVoucher.items.map((i) => i.product_id)).toContain(orderGift);
    expect(withVoucher.discounted_taxed_amount.value).toBe(200);
    expect(withVoucher.has_free_shipping).toBe(true);
    // Its reservation ran out: the stock is anybody's again.
    await t.db
      .update(carts)
      .set({ expirationAt: sql`now() - interval '1 minute'` })
      .where(eq(carts.id, cart.id));

    await placeOrder(t.app, await readyCart(t.app, { items: [{ product_id: tee, amount: amount - 1 }] }));

    const read = await cartCall(t.app, 'GET', `/carts/${cart.id}`);
    expect(read.items.find((i) => i.product_id === tee)).toMatchObject({ amount: 1 });
    expect(read.items.map((i) => i.product_id)).not.toContain(orderGift);
    expect(read.total_amount).toBe(1);
    expect(read.discounted_taxed_amount.value).toBe(0);
    expect(read.notices).toContainEqual(expect.objectContaining({ key: 'discount_no_longer_applicable' }));
    expect(read.has_free_shipping).toBe(false);
    expect(read.taxed_items_price.value).toBe(unit);
  });
});
