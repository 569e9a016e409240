import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@contract/entities/cart';
import { carts } from '../src/db/schema';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: RegisteredCustomer;
let stranger: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerCustomer(t.app);
  stranger = await registerCustomer(t.app);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });

describe('customer carts', () => {
  it('a POST /carts with a bearer makes a cart only that customer opens', async () => {
    const created = await call('POST', '/carts', bearer(owner.accessToken));
    expect(created.statusCode).toBe(201);
    const cart = created.json<Cart>();
    const [row] = await t.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row!.customerId).toBe(owner.customerId);

    expect((await call('GET', `/carts/${cart.id}`, bearer(owner.accessToken))).statusCode).toBe(200);
    const item = await call('POST', `/carts/${cart.id}/items`, bearer(owner.accessToken), {
      product_id: 25,
      amount: 1,
    });
    expect(item.statusCode, item.body).toBe(200);
    expect((await call('GET', `/carts/${cart.id}`)).statusCode).toBe(403);
    expect((await call('GET', `/carts/${cart.id}`, bearer(stranger.accessToken))).statusCode).toBe(403);
    const write = await call('POST', `/carts/${cart.id}/items`, bearer(stranger.accessToken), {
      product_id: 25,
      amount: 1,
    });
    expect(write.statusCode).toBe(403);
    expect((await call('PATCH', `/carts/${cart.id}`, {}, { email: 'x@example.com' })).statusCode).toBe(403);
  });

  it('a bearer that is sent but not valid answers 401, so the storefront refreshes', async () => {
    const guest = (await call('POST', '/carts')).json<Cart>();
    const response = await call('GET', `/carts/${guest.id}`, bearer('A'.repeat(43)));
    expect(response.statusCode).toBe(401);
    expect(response.json().type).toBe('unauthenticated');
    expect((await call('POST', '/carts', bearer('A'.repeat(43)))).statusCode).toBe(401);
  });

  it('a guest cart stays open to whoever holds its id, signed in or not', async () => {
    const guest = (await call('POST', '/carts')).json<Cart>();
    const [row] = await t.db.select().from(carts).where(eq(carts.id, guest.id));
    expect(row!.customerId).toBeNull();
    expect((await call('GET', `/carts/${guest.id}`, bearer(owner.accessToken))).statusCode).toBe(200);
    expect((await call('GET', `/carts/${guest.id}`)).statusCode).toBe(200);
  });

  it('GET /auth/me answers the customer’s latest cart', async () => {
    const customer = await registerCustomer(t.app);
    const cart = (await call('POST', '/carts', bearer(customer.accessToken))).json<Cart>();
    const me = await call('GET', '/auth/me', bearer(customer.accessToken));
    expect(me.json().customer_latest_cart_id).toBe(cart.id);
  });
});
