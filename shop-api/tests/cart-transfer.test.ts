import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSchema } from '@contract/entities/cart';
import { carts, discounts, products } from '../src/db/schema';
import { call, cartCall, failing, fieldMessage } from './helpers/cart-client';
import { customerCart, guestCart } from './helpers/customer-carts';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Product 20 (demo data): tracked stock; product 25 stocked generously. */
const limited = 20;
const tee = 25;
let t: TestApp;
let jana: RegisteredCustomer;
let petr: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp();
  jana = await registerCustomer(t.app);
  petr = await registerCustomer(t.app);
});
afterAll(async () => t?.close());

const transfer = (targetId: string, body: unknown, customer: RegisteredCustomer | null = jana) =>
  call(t.app, 'POST', `/carts/${targetId}/transfer-items`, {
    body,
    headers: customer ? bearer(customer.accessToken) : {},
  });

describe('POST /carts/{id}/transfer-items', () => {
  it('moves the anonymous cart’s items into the customer’s cart, merging amounts; the source is closed', async () => {
    const source = await guestCart(t.app, [
      { product_id: tee, amount: 2 },
      { product_id: limited, amount: 1 },
    ]);
    await cartCall(t.app, 'POST', `/carts/${source}/discounts`, { body: { code: 'LUMEN10' } });
    const target = await customerCart(t.app, t.db, jana);
    await cartCall(t.app, 'POST', `/carts/${target}/items`, {
      body: { product_id: tee, amount: 1 },
      headers: bearer(jana.accessToken),
    }).catch(async () => {
      // Before the cart requester wiring a customer's cart takes items only through a transfer.
      const seed = await guestCart(t.app, [{ product_id: tee, amount: 1 }]);
      await transfer(target, { source_cart_id: seed });
    });
    const moved = await transfer(target, { source_cart_id: source });
    expect(moved.status).toBe(200);
    const cart = CartSchema.parse(moved.body);
    expect(cart.id).toBe(target);
    expect(cart.has_account).toBe(true);
    const amounts = Object.fromEntries(cart.items.map((i) => [i.product_id, i.amount]));
    expect(amounts).toMatchObject({ [tee]: 3, [limited]: 1 });
    expect(cart.discounts.map((d) => d.code)).toEqual(['LUMEN10']);
    expect(cart.reservation_set).toBe(true);
    // The source is gone: its id answers 404, and its stock is no longer held.
    await failing(t.app, 'GET', `/carts/${source}`, 404);
    expect(await t.db.select().from(carts).where(eq(carts.id, source))).toEqual([]);
    await failing(t.app, 'POST', `/carts/${target}/transfer-items`, 404, {
      body: { source_cart_id: source },
      headers: bearer(jana.accessToken),
    });
  });

  it('merges within the stock left for the customer’s cart', async () => {
    await t.db.update(products).set({ stockState: 10 }).where(eq(products.id, limited));
    const target = await customerCart(t.app, t.db, petr);
    const two = await guestCart(t.app, [{ product_id: limited, amount: 2 }]);
    expect((await transfer(target, { source_cart_id: two }, petr)).status).toBe(200);
    const source = await guestCart(t.app, [{ product_id: limited, amount: 3 }]);
    // Four left in the shop; Jana's cart holds one of them: Petr's cart can have three.
    await t.db.update(products).set({ stockState: 4 }).where(eq(products.id, limited));
    const merged = CartSchema.parse((await transfer(target, { source_cart_id: source }, petr)).body);
    expect(merged.items.find((i) => i.product_id === limited)?.amount).toBe(3);
  });

  it('leaves out a voucher that no longer applies', async () => {
    const source = await guestCart(t.app, [{ product_id: tee, amount: 1 }]);
    await cartCall(t.app, 'POST', `/carts/${source}/discounts`, { body: { code: 'LUMEN10' } });
    await t.db.update(discounts).set({ isActive: false }).where(eq(discounts.code, 'LUMEN10'));
    try {
      const customer = await registerCustomer(t.app);
      const target = await customerCart(t.app, t.db, customer);
      const cart = CartSchema.parse((await transfer(target, { source_cart_id: source }, customer)).body);
      expect(cart.items).toHaveLength(1);
      expect(cart.discounts).toEqual([]);
    } finally {
      await t.db.update(discounts).set({ isActive: true }).where(eq(discounts.code, 'LUMEN10'));
    }
  });

  it('refuses the same cart (422), another customer’s or an unknown source (404), and no bearer (401)', async () => {
    const target = await customerCart(t.app, t.db, jana);
    const same = await failing(t.app, 'POST', `/carts/${target}/transfer-items`, 422, {
      body: { source_cart_id: target },
      headers: bearer(jana.accessToken),
    });
    expect(fieldMessage(same, 'source_cart_id')).toBeTruthy();
    const petrs = await customerCart(t.app, t.db, petr);
    expect((await transfer(target, { source_cart_id: petrs })).status).toBe(404);
    expect((await transfer(target, { source_cart_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    // Petr's cart as the target: not Jana's (403), and an unknown target is a 404.
    const source = await guestCart(t.app, [{ product_id: tee, amount: 1 }]);
    expect((await transfer(petrs, { source_cart_id: source })).status).toBe(403);
    expect((await transfer('00000000-0000-4000-8000-000000000000', { source_cart_id: source })).status).toBe(404);
    expect((await transfer('not-a-cart', { source_cart_id: source })).status).toBe(404);
    expect((await transfer(target, { source_cart_id: source }, null)).status).toBe(401);
    expect(
      (
        await call(t.app, 'POST', `/carts/${target}/transfer-items`, {
          body: { source_cart_id: source },
          headers: bearer('q'.repeat(43)),
        })
      ).status,
    ).toBe(401);
    // The source is untouched by the refused calls.
    expect((await call(t.app, 'GET', `/carts/${source}`)).status).toBe(200);
  });

  it('refuses bad bodies with 422 on the field', async () => {
    const target = await customerCart(t.app, t.db, jana);
    const headers = bearer(jana.accessToken);
    for (const body of [{}, { source_cart_id: 'x' }, { source_cart_id: 12 }, { source_cart_id: null }]) {
      const error = await failing(t.app, 'POST', `/carts/${target}/transfer-items`, 422, { body, headers });
      expect(fieldMessage(error, 'source_cart_id')).toBeTruthy();
    }
    const extra = await failing(t.app, 'POST', `/carts/${target}/transfer-items`, 422, {
      body: { source_cart_id: target, more: 1 },
      headers,
    });
    expect(extra.errors.length).toBeGreaterThan(0);
  });
});
