import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, products } from '../src/db/schema';
import { postOrder, readyCart } from './helpers/checkout';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Not one unit oversold: 50 shoppers order the last 10 units at once. Runs on PGlite, and on
 * PostgreSQL when DATABASE_URL is set (CI runs the API suite both ways), where the orders really
 * run in parallel on the pool's connections and queue on the stock row's lock.
 *
 * How the 50 carts hold the item (docs/orders-and-payments.md): they are filled while the shop has
 * plenty, then the stock drops to 10 and their reservations run out. (While a reservation lives,
 * the units it holds are nobody else's, so 50 live carts could not all hold one of 10 units.)
 */
const shirt = 20;
const shoppers = 50;
const stock = 10;

let t: TestApp;
let cartIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(products).set({ stockState: 1000 }).where(eq(products.id, shirt));
  cartIds = [];
  for (let i = 0; i < shoppers; i++)
    cartIds.push(await readyCart(t.app, { items: [{ product_id: shirt, amount: 1 }] }));
  await t.db.update(products).set({ stockState: stock }).where(eq(products.id, shirt));
  await t.db
    .update(carts)
    .set({ expirationAt: sql`now() - interval '1 second'` })
    .where(inArray(carts.id, cartIds));
}, 300_000);
afterAll(async () => t?.close());

describe('50 concurrent orders for an item with stock 10', () => {
  it('make exactly 10 orders and leave stock 0; the other 40 get a clear 4xx, never a 5xx', async () => {
    const answers = await Promise.all(cartIds.map((cartId) => postOrder(t.app, { cart_id: cartId })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(stock);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(shoppers - stock);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      const body = answer.json<{ message: string; errors: { field: string; message: string }[] }>();
      expect(body.message).toMatch(/^No longer in stock as ordered: .+\.$/);
      expect(body.errors).toEqual([
        { field: 'items.0.amount', message: expect.stringMatching(/: Only 0 left in stock\.$/) },
      ]);
    }

    const [row] = await t.db
      .select({ stock: products.stockState, reserved: products.reservedState, sold: products.sellsCount })
      .from(products)
      .where(eq(products.id, shirt));
    expect(row?.stock).toBe(0);
    expect(row?.reserved).toBe(0);
    const placed = await t.db.select({ id: orders.id }).from(orders).where(inArray(orders.cartId, cartIds));
    expect(placed).toHaveLength(stock);
    const ordered = await t.db
      .select({ id: carts.id })
      .from(carts)
      .where(sql`${carts.orderedAt} is not null and ${inArray(carts.id, cartIds)}`);
    expect(ordered).toHaveLength(stock);
  });
});
