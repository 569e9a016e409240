import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxMailListSchema } from '@contract/calls/sandbox-mailbox';
import { cartCall } from './helpers/cart-client';
import { placeOrder, readyCart } from './helpers/checkout';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * FREESHIP says what it saved: the shipping price it waived, the same amount in the cart, the
 * order and the order's mail (docs/cart.md, "Free shipping"). Method 2 costs 119 CZK; one of
 * product 25 (551 CZK after its discount) stays below the 2000 CZK threshold, four reach it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a free-shipping voucher', () => {
  it('answers the shipping price it waived in the cart, the order and the mail', async () => {
    const email = `freeship-${Date.now()}@example.com`;
    const cartId = await readyCart(t.app, { items: [{ product_id: 25, amount: 1 }], shippingMethodId: 2, email });
    const applied = await cartCall(t.app, 'POST', `/carts/${cartId}/discounts`, { body: { code: 'FREESHIP' } });
    expect(applied.taxed_shipping_price.value).toBe(0);
    expect(applied.discounts[0]).toMatchObject({
      code: 'FREESHIP',
      free_shipping: true,
      discounted_taxed_amount: expect.objectContaining({ value: 0 }),
      waived_shipping_taxed_amount: expect.objectContaining({ value: 119 }),
    });
    expect(applied.discounts[0]?.waived_shipping_amount.value).toBeCloseTo(119 / 1.21, 2);
    // What the voucher waives is no discount off the items: the totals stay as they were.
    expect(applied.discounted_taxed_amount.value).toBe(0);
    expect(applied.taxed_total_price.value).toBe(applied.taxed_items_price.value + applied.taxed_payment_price.value);

    const order = await placeOrder(t.app, cartId);
    expect(order.discounts[0]).toMatchObject({
      code: 'FREESHIP',
      waived_shipping_taxed_amount: expect.objectContaining({ value: 119 }),
    });

    await t.app.mailer.settled();
    const response = await t.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(email)}` });
    const [mail] = SandboxMailListSchema.parse(response.json()).items;
    // The shipping row shows the price the voucher waived, so the rows add up to the total.
    expect(mail?.text).toMatch(/^Shipping: CZK\s119$/m);
    expect(mail?.text).toMatch(/^Free shipping \(FREESHIP\): [-−]CZK\s119$/m);
  });

  it('waives nothing before a method is chosen, and nothing the threshold already waives', async () => {
    const cartId = await readyCart(t.app, { items: [{ product_id: 25, amount: 1 }], shippingMethodId: null });
    const unchosen = await cartCall(t.app, 'POST', `/carts/${cartId}/discounts`, { body: { code: 'FREESHIP' } });
    expect(unchosen.discounts[0]?.waived_shipping_taxed_amount.value).toBe(0);
    await cartCall(t.app, 'POST', `/carts/${cartId}/items`, { body: { product_id: 25, amount: 3 } });
    const above = await cartCall(t.app, 'PATCH', `/carts/${cartId}`, { body: { shipping_method_id: 2 } });
    expect(above.discounted_taxed_items_price.value).toBeGreaterThanOrEqual(2000);
    expect(above.discounts[0]?.waived_shipping_taxed_amount.value).toBe(0);
  });
});
