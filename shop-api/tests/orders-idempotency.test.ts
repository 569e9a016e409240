import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxMailListSchema } from '@contract/calls/sandbox-mailbox';
import { PlacedOrderSchema } from '@contract/entities/order';
import { discounts, discountTranslations, orders, products } from '../src/db/schema';
import { call, cartCall } from './helpers/cart-client';
import { placeOrder, postOrder, readyCart } from './helpers/checkout';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ordersOfCart = async (cartId: string) => t.db.select().from(orders).where(eq(orders.cartId, cartId));
const stockOf = async (productId: number) =>
  (await t.db.select({ stock: products.stockState }).from(products).where(eq(products.id, productId)))[0]?.stock ?? 0;

describe('Idempotency-Key', () => {
  it('answers the same order, with the same token, to the same key sent again', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    const cartId = await readyCart(t.app, { email });
    const stock = await stockOf(25);
    const key = randomUUID();
    const first = await postOrder(t.app, { cart_id: cartId }, { key });
    const second = await postOrder(t.app, { cart_id: cartId }, { key: key.toUpperCase() });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    const [a, b] = [PlacedOrderSchema.parse(first.json()), PlacedOrderSchema.parse(second.json())];
    expect(b).toEqual(a);
    expect(await ordersOfCart(cartId)).toHaveLength(1);
    expect(await stockOf(25)).toBe(stock - 1);
    const mail = SandboxMailListSchema.parse((await t.app.inject({ url: `/sandbox/mailbox.json?to=${email}` })).json());
    expect(mail.items).toHaveLength(1);
    expect(
      (await t.app.inject({ url: `/orders/${a.id}`, headers: { 'x-order-token': b.access_token } })).statusCode,
    ).toBe(200);
  });

  it('makes one order of the same key raced concurrently', async () => {
    const cartId = await readyCart(t.app);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => postOrder(t.app, { cart_id: cartId }, { key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json<{ id: number }>().id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json<{ access_token: string }>().access_token)).size).toBe(1);
    expect(await ordersOfCart(cartId)).toHaveLength(1);
  });

  it('refuses a key that placed another cart’s order (409), and a second order of an ordered cart (409)', async () => {
    const key = randomUUID();
    const first = await readyCart(t.app);
    await placeOrder(t.app, first, {}, { key });
    const other = await postOrder(t.app, { cart_id: await readyCart(t.app) }, { key });
    expect(other.statusCode).toBe(409);
    expect(other.json().errors).toEqual([{ field: 'Idempotency-Key', message: expect.any(String) }]);

    const twice = await readyCart(t.app);
    await placeOrder(t.app, twice);
    const again = await postOrder(t.app, { cart_id: twice });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'cart_id', message: 'This cart has been ordered already.' }]);
    expect(await ordersOfCart(twice)).toHaveLength(1);
  });
});

describe('vouchers', () => {
  it('counts a use of the cart’s voucher and keeps what it took off in the order', async () => {
    const cartId = await readyCart(t.app, { items: [{ product_id: 25, amount: 3 }] });
    const withVoucher = await cartCall(t.app, 'POST', `/carts/${cartId}/discounts`, { body: { code: 'lumen10' } });
    const before = (await t.db.select().from(discounts).where(eq(discounts.id, 1)))[0]?.usedOrders ?? 0;
    const order = await placeOrder(t.app, cartId);
    expect(order.discounts).toEqual([
      expect.objectContaining({
        code: 'LUMEN10',
        discounted_taxed_amount: withVoucher.discounts[0]?.discounted_taxed_amount,
        is_for_purchase: true,
      }),
    ]);
    expect(order.discounted_taxed_amount).toEqual(withVoucher.discounted_taxed_amount);
    expect(order.taxed_total_price).toEqual(withVoucher.taxed_total_price);
    expect((await t.db.select().from(discounts).where(eq(discounts.id, 1)))[0]?.usedOrders).toBe(before + 1);
  });

  it('lets a voucher with one use left serve one order: the other gets a clear 409', async () => {
    await t.db.insert(discounts).values({ id: 100, code: 'ONCE', percents: 5, limitOrders: 1 });
    await t.db.insert(discountTranslations).values({ discountId: 100, locale: 'en', name: 'Once 5 %' });
    const carts = [await readyCart(t.app), await readyCart(t.app), await readyCart(t.app)];
    for (const id of carts) await cartCall(t.app, 'POST', `/carts/${id}/discounts`, { body: { code: 'ONCE' } });
    const answers = await Promise.all(carts.slice(0, 2).map((id) => postOrder(t.app, { cart_id: id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.errors).toEqual([{ field: 'discounts.0', message: expect.stringContaining('ONCE') }]);
    expect((await t.db.select().from(discounts).where(eq(discounts.id, 100)))[0]?.usedOrders).toBe(1);
    const later = await postOrder(t.app, { cart_id: carts[2] });
    expect(later.statusCode).toBe(409);
    expect(later.json().errors[0].message).toBe('ONCE: This voucher has been used up.');
    // Without the voucher the same cart orders fine.
    const cart = await cartCall(t.app, 'GET', `/carts/${carts[2]}`);
    await call(t.app, 'DELETE', `/carts/${carts[2]}/discounts/${cart.discounts[0]?.id}`);
    expect((await postOrder(t.app, { cart_id: carts[2] })).statusCode).toBe(201);
  });
});
