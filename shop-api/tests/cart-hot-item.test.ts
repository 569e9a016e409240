import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '@contract/entities/cart';
import { cartItems, carts, products } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, fieldMessage, newCart } from './helpers/cart-client';
import { ErrorBodySchema } from '@contract/api-error';

/**
 * The hot item (docs/cart.md, docs/benchmarks.md): twenty shoppers add the same product at once.
 * On PostgreSQL only (set DATABASE_URL): there the writes really run in parallel on the pool's
 * connections and queue on the product's stock row, and a new cart line's foreign key takes a
 * share lock on that row before the write locks it for the stock; on PGlite (one connection) the
 * writes run one by one and the test would prove nothing. No write may fail with a 5xx, and no
 * unit may be reserved twice: what the carts hold adds up to the stock, never more.
 */
const shirt = 20;
const shoppers = 20;
const stock = 30;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(products).set({ stockState: stock }).where(eq(products.id, shirt));
});
afterAll(async () => t?.close());

/** Units of the shirt held by live carts, as the cart items say and as the product's mirror says. */
async function held() {
  const [rows] = await t.db
    .select({ reserved: sql<number>`coalesce(sum(${cartItems.reservedAmount}), 0)`.mapWith(Number) })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.productId, shirt), gt(carts.expirationAt, sql`now()`), sql`${carts.orderedAt} is null`));
  const [product] = await t.db
    .select({ mirror: products.reservedState, stock: products.stockState })
    .from(products)
    .where(eq(products.id, shirt));
  return { reserved: rows?.reserved ?? 0, mirror: product?.mirror, stock: product?.stock };
}

const addShirt = (cartId: string) =>
  call(t.app, 'POST', `/carts/${cartId}/items`, { body: { product_id: shirt, amount: 1 } });

describe.skipIf(!process.env.DATABASE_URL)('twenty shoppers add the same item at once (PostgreSQL)', () => {
  it('new lines, then more of it: no 5xx, every unit held once, the last ones refused with the stock left', async () => {
    const cartIds = await Promise.all(Array.from({ length: shoppers }, async () => (await newCart(t.app)).id));

    // Twenty new lines of the same product at once: each insert's foreign key shares the row the write then locks.
    const first = await Promise.all(cartIds.map(addShirt));
    expect(first.map((a) => a.status)).toEqual(cartIds.map(() => 200));
    for (const answer of first) expect(CartSchema.parse(answer.body).amount).toBe(1);
    expect(await held()).toEqual({ reserved: shoppers, mirror: shoppers, stock });

    // Each adds one more, twice, at once: 10 units are left, so 10 adds get them and 30 are refused.
    const more = [...(await Promise.all(cartIds.map(addShirt))), ...(await Promise.all(cartIds.map(addShirt)))];
    expect(more.filter((a) => a.status >= 500)).toEqual([]);
    const added = more.filter((a) => a.status === 200);
    const refused = more.filter((a) => a.status !== 200);
    expect(added).toHaveLength(stock - shoppers);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(fieldMessage(ErrorBodySchema.parse(answer.body), 'amount')).toMatch(
        /^(This product is sold out\.|Only \d+ available\. Your cart already has \d+\.)$/,
      );
    }
    expect(await held()).toEqual({ reserved: stock, mirror: stock, stock });

    // What each cart answers now is what it holds.
    const amounts = await Promise.all(
      cartIds.map(async (id) => CartSchema.parse((await call(t.app, 'GET', `/carts/${id}`)).body).amount),
    );
    expect(amounts.reduce((sum, n) => sum + n, 0)).toBe(stock);
    expect(Math.min(...amounts)).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
