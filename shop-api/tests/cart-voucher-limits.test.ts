import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@contract';
import type { Cart } from '@contract/entities/cart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addItem, newCart } from './helpers/cart-client';

/**
 * Voucher guessing (docs/cart.md): refused codes are limited per cart and per client IP, so 300
 * guesses on one cart no longer all get an answer. Demo voucher LUMEN10 applies to any cart.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      VOUCHER_RATE_WINDOW_SECONDS: '60',
      VOUCHER_FAILED_LIMIT_PER_CART: '3',
      VOUCHER_FAILED_LIMIT_PER_IP: '5',
      // The clients stand behind the storefront, a trusted proxy on loopback, which names each one.
      TRUSTED_PROXIES: 'loopback',
    },
  });
});
afterAll(async () => t?.close());

let nextIp = 1;
/** A client address of its own per test (the API believes X-Forwarded-For from loopback). */
const newClient = () => `203.0.113.${nextIp++}`;

async function filledCart(): Promise<Cart> {
  const cart = await newCart(t.app);
  await addItem(t.app, cart.id, { product_id: 32, amount: 1 });
  return cart;
}
const tryCode = (cartId: string, code: string, ip: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/carts/${cartId}/discounts`,
    headers: { 'x-forwarded-for': ip, 'language-preference': language },
    payload: { code },
  });
const removeVoucher = (cart: Cart, ip: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/carts/${cart.id}/discounts/${cart.discounts[0]?.id}`,
    headers: { 'x-forwarded-for': ip },
  });

function expectTooMany(response: Awaited<ReturnType<typeof tryCode>>): ErrorBody {
  expect(response.statusCode, response.body).toBe(429);
  const body = response.json<ErrorBody>();
  expect(body).toMatchObject({ status: 429, type: 'too_many_requests' });
  expect(body.errors).toEqual([{ field: 'code', message: body.message }]);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(body.message).toContain(`${retryAfter}`);
  return body;
}

describe('voucher tries', () => {
  it('refuses a cart’s tries past its failed ones, even the right code, from any IP, in the request’s language', async () => {
    const cart = await filledCart();
    for (let i = 0; i < 3; i += 1) expect((await tryCode(cart.id, `GUESS${i}`, newClient())).statusCode).toBe(422);
    expect(expectTooMany(await tryCode(cart.id, 'GUESS3', newClient())).message).toMatch(
      /^Too many invalid voucher codes: try again in \d+ seconds\.$/,
    );
    expectTooMany(await tryCode(cart.id, 'LUMEN10', newClient()));
    expect(expectTooMany(await tryCode(cart.id, 'LUMEN10', newClient(), 'cs')).message).toMatch(
      /^Příliš mnoho neplatných slevových kódů\. Zkuste to znovu za \d+ s\.$/,
    );
    expect(expectTooMany(await tryCode(cart.id, 'LUMEN10', newClient(), 'sk')).message).toMatch(
      /^Príliš veľa neplatných zľavových kódov\. Skúste to znova o \d+ s\.$/,
    );
    // Another cart is not affected.
    expect((await tryCode((await filledCart()).id, 'LUMEN10', newClient())).statusCode).toBe(200);
  });

  it('refuses a client’s tries past its failed ones across carts; another client is not affected', async () => {
    const ip = newClient();
    for (let i = 0; i < 5; i += 1) {
      const cart = await filledCart();
      expect((await tryCode(cart.id, `GUESS${i}`, ip)).statusCode).toBe(422);
    }
    const fresh = await filledCart();
    expectTooMany(await tryCode(fresh.id, 'LUMEN10', ip));
    expect((await tryCode(fresh.id, 'LUMEN10', newClient())).statusCode).toBe(200);
  });

  it('counts neither a code that applies nor a try on an unknown cart', async () => {
    const ip = newClient();
    const cart = await filledCart();
    for (let i = 0; i < 6; i += 1) {
      const applied = await tryCode(cart.id, 'LUMEN10', ip);
      expect(applied.statusCode, applied.body).toBe(200);
      expect((await removeVoucher(applied.json<Cart>(), ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < 6; i += 1)
      expect((await tryCode('00000000-0000-4000-8000-000000000000', 'GUESS', ip)).statusCode).toBe(404);
    expect((await tryCode(cart.id, 'LUMEN10', ip)).statusCode).toBe(200);
  });

  it('lets no more guesses through when they come all at once', async () => {
    const cart = await filledCart();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => tryCode(cart.id, `PARALLEL${i}`, newClient())),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
  });
});
