import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, products } from '../src/db/schema';
import { ApiError } from '../src/http/api-error';
import {
  releaseExpiredReservations,
  settleCartsAfterStockTaken,
  takeStockForOrder,
} from '../src/cart/stock-reservation';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addItem, call, cartCall, failing, fieldMessage, newCart } from './helpers/cart-client';

/** Product 20 (demo data): 3 units of tracked stock, no variations, no gift. */
const limited = 20;
let t: TestApp;

beforeAll(async () => {
  // The reservation between carts with every unit in play: the guests' cap is cart-hoarding.test.ts's.
  t = await createTestApp({ env: { CART_GUEST_HOLD_SHARE: '1' } });
});
afterAll(async () => t?.close());

async function setStock(units: number) {
  await t.db.update(products).set({ stockState: units }).where(eq(products.id, limited));
}
async function productRow() {
  const [row] = await t.db.select().from(products).where(eq(products.id, limited));
  return row as typeof products.$inferSelect;
}
async function expire(cartId: string) {
  await t.db
    .update(carts)
    .set({ expirationAt: sql`now() - interval '1 minute'` })
    .where(eq(carts.id, cartId));
}
const amountError = async (cartId: string, amount: number) =>
  fieldMessage(
    await failing(t.app, 'POST', `/carts/${cartId}/items`, 422, { body: { product_id: limited, amount } }),
    'amount',
  );

describe('stock reservation between carts', () => {
  it('holds a cart’s units from other carts until it is cleared', async () => {
    await setStock(3);
    const a = await newCart(t.app);
    const b = await newCart(t.app);
    await addItem(t.app, a.id, { product_id: limited, amount: 2 });
    expect((await productRow()).reservedState).toBe(2);
    expect(await amountError(b.id, 2)).toBe('Only 1 available.');
    const bCart = await addItem(t.app, b.id, { product_id: limited, amount: 1 });
    expect(bCart.items[0]).toMatchObject({ amount: 1, max_amount: 1, sold_out: false, stock_state: 3 });
    expect(await amountError(a.id, 1)).toBe('Only 2 available. Your cart already has 2.');
    await cartCall(t.app, 'DELETE', `/carts/${a.id}`);
    expect((await productRow()).reservedState).toBe(1);
    const raised = await cartCall(t.app, 'PATCH', `/carts/${b.id}/items/${bCart.items[0]?.id}`, {
      body: { amount: 3 },
    });
    expect(raised.items[0]?.amount).toBe(3);
    await cartCall(t.app, 'DELETE', `/carts/${b.id}`);
  });

  it('lets an expired reservation go: others may take the units, the cart shows what is left', async () => {
    await setStock(3);
    const a = await newCart(t.app);
    const b = await newCart(t.app);
    await addItem(t.app, a.id, { product_id: limited, amount: 3 });
    expect(await amountError(b.id, 1)).toBe('This product is sold out.');
    await expire(a.id);
    await addItem(t.app, b.id, { product_id: limited, amount: 2 });
    const aCart = await cartCall(t.app, 'GET', `/carts/${a.id}`);
    expect(aCart.reservation_set).toBe(false);
    expect(aCart.expiration_at).toBeNull();
    expect(aCart.items[0]).toMatchObject({ amount: 3, max_amount: 1, sold_out: false });
    expect((await productRow()).reservedState).toBe(2);
    // Changing the cart reserves again what is left for it.
    const renewed = await addItem(t.app, a.id, { product_id: 25, amount: 1 });
    expect(renewed.reservation_set).toBe(true);
    expect((await productRow()).reservedState).toBe(3);
    await cartCall(t.app, 'DELETE', `/carts/${a.id}`);
    await cartCall(t.app, 'DELETE', `/carts/${b.id}`);
  });

  it('sweeps expired reservations of carts nobody reads', async () => {
    await setStock(3);
    const a = await newCart(t.app);
    await addItem(t.app, a.id, { product_id: limited, amount: 2 });
    await expire(a.id);
    expect((await productRow()).reservedState).toBe(2);
    expect(await releaseExpiredReservations(t.db)).toBeGreaterThanOrEqual(1);
    expect((await productRow()).reservedState).toBe(0);
    await cartCall(t.app, 'DELETE', `/carts/${a.id}`);
  });

  it('never reserves more than the stock when many carts add at once', async () => {
    await setStock(3);
    const cartIds = await Promise.all(Array.from({ length: 8 }, async () => (await newCart(t.app)).id));
    const answers = await Promise.all(
      cartIds.map((id) => call(t.app, 'POST', `/carts/${id}/items`, { body: { product_id: limited, amount: 1 } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
    expect((await productRow()).reservedState).toBe(3);
    await Promise.all(cartIds.map((id) => call(t.app, 'DELETE', `/carts/${id}`)));
  });
});

describe('taking stock for an order', () => {
  it('takes the units, releases the cart’s reservation and settles carts that lost their cover', async () => {
    await setStock(3);
    const waiting = await newCart(t.app);
    await addItem(t.app, waiting.id, { product_id: limited, amount: 3 });
    await expire(waiting.id);
    const order = async (amount: number) => {
      const buyer = await newCart(t.app);
      await addItem(t.app, buyer.id, { product_id: limited, amount });
      return t.db.transaction(async (tx) => {
        const lines = [{ productId: limited, productVariationId: null, amount }];
        await takeStockForOrder(tx, buyer.id, lines);
        await tx.update(carts).set({ orderedAt: new Date() }).where(eq(carts.id, buyer.id));
        return settleCartsAfterStockTaken(tx, lines, buyer.id);
      });
    };
    const before = await productRow();
    const lowered = await order(2);
    const after = await productRow();
    expect(after.stockState).toBe(1);
    expect(after.sellsCount).toBe(before.sellsCount + 2);
    expect(after.reservedState).toBe(0);
    const waitingCart = await cartCall(t.app, 'GET', `/carts/${waiting.id}`);
    expect(waitingCart.items[0]).toMatchObject({ amount: 1, sold_out: false });
    expect(lowered).toEqual([
      {
        cartId: waiting.id,
        event: 'cart-item-amount-changed-message',
        data: {
          cart_item_id: waitingCart.items[0]?.id,
          product_id: limited,
          product_variation_id: null,
          name: waitingCart.items[0]?.name,
          amount: 1,
        },
      },
    ]);
    const soldOut = await order(1);
    expect(soldOut).toEqual([
      expect.objectContaining({
        cartId: waiting.id,
        event: 'cart-item-sold-out-message',
        data: expect.objectContaining({ amount: 0, product_id: limited }),
      }),
    ]);
    const emptied = await cartCall(t.app, 'GET', `/carts/${waiting.id}`);
    expect(emptied.items[0]).toMatchObject({ amount: 1, sold_out: true, max_amount: 0 });
    expect((await productRow()).stockState).toBe(0);
  });

  it('refuses with 409 and the line’s field when other carts hold the stock', async () => {
    await setStock(2);
    const holder = await newCart(t.app);
    const late = await newCart(t.app);
    await addItem(t.app, late.id, { product_id: limited, amount: 1 });
    await expire(late.id);
    await addItem(t.app, holder.id, { product_id: limited, amount: 2 });
    const error = await t.db
      .transaction((tx) =>
        takeStockForOrder(tx, late.id, [{ productId: limited, productVariationId: null, amount: 1 }]),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).toBody('en').errors).toEqual([
      { field: 'items.0.amount', message: 'Only 0 left in stock.' },
    ]);
    expect((await productRow()).stockState).toBe(2);
  });
});
