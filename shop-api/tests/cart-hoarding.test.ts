import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/api-error';
import { CartSchema, type Cart } from '@contract/entities/cart';
import { products } from '../src/db/schema';
import { bearer, registerCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Stock hoarding (docs/cart.md, "Holds of carts without an account"): carts are free, so what one
 * anonymous client may hold of scarce stock is capped, and its hold is shorter.
 */

/** Product 20 (demo data): tracked stock, no variations, no gift. */
const scarce = 20;
const attacker = '203.0.113.66';
const shopper = '198.51.100.7';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function setStock(units: number) {
  await t.db.update(products).set({ stockState: units }).where(eq(products.id, scarce));
}

async function newCartFrom(ip: string, headers: Record<string, string> = {}): Promise<Cart> {
  const response = await t.app.inject({ method: 'POST', url: '/carts', remoteAddress: ip, headers });
  expect(response.statusCode, response.body).toBe(201);
  return CartSchema.parse(response.json());
}

async function add(cartId: string, amount: number, options: { ip?: string; headers?: Record<string, string> } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/carts/${cartId}/items`,
    remoteAddress: options.ip ?? attacker,
    headers: { 'language-preference': 'en', ...options.headers },
    payload: { product_id: scarce, amount },
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

const amountMessage = (body: unknown) => ErrorBodySchema.parse(body).errors.find((e) => e.field === 'amount')?.message;
const heldOf = (cart: Cart) => cart.items.find((item) => item.product_id === scarce)?.amount ?? 0;
const minutesLeft = (cart: Cart) => (Date.parse(cart.expiration_at ?? '') - Date.now()) / 60_000;

describe('holds of carts without an account', () => {
  it('an anonymous attacker cannot make a product unbuyable for another shopper', async () => {
    await setStock(6);
    const carts = await Promise.all(Array.from({ length: 6 }, () => newCartFrom(attacker)));
    let held = 0;
    for (const cart of carts)
      for (const amount of [6, 3, 1]) {
        const answer = await add(cart.id, amount);
        if (answer.status === 200) held += heldOf(CartSchema.parse(answer.body));
        else expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      }
    expect(held).toBe(3);

    const theirs = await newCartFrom(shopper);
    const bought = await add(theirs.id, 2, { ip: shopper });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(CartSchema.parse(bought.body).items[0]).toMatchObject({ amount: 2, sold_out: false });
    for (const cart of [...carts, theirs]) await t.app.inject({ method: 'DELETE', url: `/carts/${cart.id}` });
  });

  it('keeps the cap when one client’s carts add at once (the sum is read under the stock row’s lock)', async () => {
    await setStock(6);
    const carts = await Promise.all(Array.from({ length: 8 }, () => newCartFrom(attacker)));
    const answers = await Promise.all(carts.map((cart) => add(cart.id, 1)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const [row] = await t.db.select().from(products).where(eq(products.id, scarce));
    expect(row?.reservedState).toBe(3);
    for (const cart of carts) await t.app.inject({ method: 'DELETE', url: `/carts/${cart.id}` });
  });

  it('refuses more than the cap with a 422 on amount in the shopper’s language', async () => {
    await setStock(4);
    const cart = await newCartFrom(attacker);
    const expected = {
      cs: 'Bez přihlášení si do košíku odložíte nejvýše 2 ks tohoto zboží, protože ho zbývá málo. Přihlaste se a koupíte víc.',
      sk: 'Bez prihlásenia si do košíka odložíte najviac 2 ks tohto tovaru, pretože ho zostáva málo. Prihláste sa a kúpite viac.',
      en: 'Without signing in, a cart can hold at most 2 of this product while few are left. Sign in to buy more.',
    };
    for (const [language, message] of Object.entries(expected)) {
      const refused = await add(cart.id, 3, { headers: { 'language-preference': language } });
      expect(refused.status).toBe(422);
      expect(amountMessage(refused.body)).toBe(message);
    }
    expect((await add(cart.id, 2)).status).toBe(200);
    const second = await newCartFrom(attacker);
    const refused = await add(second.id, 1, { headers: { 'language-preference': 'cs' } });
    expect(refused.status).toBe(422);
    expect(amountMessage(refused.body)).toBe(
      'Košíky bez přihlášení z vašeho připojení už drží tolik kusů tohoto zboží, kolik dovolujeme, protože ho zbývá málo. Přihlaste se a koupíte ho.',
    );
    for (const id of [cart.id, second.id]) await t.app.inject({ method: 'DELETE', url: `/carts/${id}` });
  });

  it('caps each cart on its own when the client is not known (a loopback caller)', async () => {
    await setStock(4);
    const first = await newCartFrom('127.0.0.1');
    const second = await newCartFrom('127.0.0.1');
    expect((await add(first.id, 3, { ip: '127.0.0.1' })).status).toBe(422);
    expect((await add(first.id, 2, { ip: '127.0.0.1' })).status).toBe(200);
    expect((await add(second.id, 2, { ip: '127.0.0.1' })).status).toBe(200);
    for (const id of [first.id, second.id]) await t.app.inject({ method: 'DELETE', url: `/carts/${id}` });
  });

  it('holds a guest cart for a shorter time than a customer’s, and lets a customer hold all the stock', async () => {
    await setStock(4);
    const guest = await newCartFrom(shopper);
    const guestAnswer = await add(guest.id, 1, { ip: shopper });
    expect(minutesLeft(CartSchema.parse(guestAnswer.body))).toBeLessThan(10.1);
    expect(minutesLeft(CartSchema.parse(guestAnswer.body))).toBeGreaterThan(9);
    await t.app.inject({ method: 'DELETE', url: `/carts/${guest.id}` });

    const customer = await registerCustomer(t.app);
    const own = await newCartFrom(shopper, bearer(customer.accessToken));
    const answer = await add(own.id, 4, { ip: shopper, headers: bearer(customer.accessToken) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(minutesLeft(CartSchema.parse(answer.body))).toBeGreaterThan(19);
    await t.app.inject({ method: 'DELETE', url: `/carts/${own.id}`, headers: bearer(customer.accessToken) });
  });
});
