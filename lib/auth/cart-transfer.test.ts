// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '@contract/entities/customer';
import { createApiClient } from '@/lib/api/api-client';
import { readCookie } from '@/lib/api/browser-cookies';
import { readCartId, writeCartId } from '@/lib/cart/cart-cookie';
import { cart, cartId, otherCartId } from '@/tests/support/cart-fixtures';
import { rememberSourceCart, settleCartTransfer } from './cart-transfer';

const api = 'http://shop-api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  for (const name of ['cart_id', 'source_cart_id']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

const client = () => createApiClient({ baseUrl: api, locale: 'en' });
const scope = { locale: 'en' as const, currency: undefined };
const newCartId = '33333333-3333-4333-8333-333333333333';

function me(latest: string | null): Me {
  return { customer_latest_cart_id: latest } as Me;
}

describe('settleCartTransfer', () => {
  it('moves the remembered anonymous cart into the customer’s latest cart and points the cookie at it', async () => {
    writeCartId(cartId);
    rememberSourceCart();
    let body: unknown;
    server.use(
      http.post(`${api}/carts/${otherCartId}/transfer-items`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(cart({ id: otherCartId }));
      }),
    );
    const outcome = await settleCartTransfer(client(), me(otherCartId), new QueryClient(), scope);
    expect(outcome).toBe('moved');
    expect(body).toEqual({ source_cart_id: cartId });
    expect(readCartId()).toBe(otherCartId);
    expect(readCookie('source_cart_id')).toBeUndefined();
  });

  it('creates a customer cart when the customer has none', async () => {
    writeCartId(cartId);
    rememberSourceCart();
    server.use(
      http.post(`${api}/carts`, () => HttpResponse.json(cart({ id: newCartId }), { status: 201 })),
      http.post(`${api}/carts/${newCartId}/transfer-items`, () => HttpResponse.json(cart({ id: newCartId }))),
    );
    expect(await settleCartTransfer(client(), me(null), new QueryClient(), scope)).toBe('moved');
    expect(readCartId()).toBe(newCartId);
  });

  it('keeps the anonymous cart current when the transfer fails', async () => {
    writeCartId(cartId);
    rememberSourceCart();
    server.use(
      http.post(`${api}/carts/${otherCartId}/transfer-items`, () =>
        HttpResponse.json({ status: 500, type: 'internal_error', message: 'x', errors: [] }, { status: 500 }),
      ),
    );
    expect(await settleCartTransfer(client(), me(otherCartId), new QueryClient(), scope)).toBe('failed');
    expect(readCartId()).toBe(cartId);
    expect(readCookie('source_cart_id')).toBeUndefined();
  });

  it('without an anonymous cart only points the cookie at the customer’s latest cart', async () => {
    expect(await settleCartTransfer(client(), me(otherCartId), new QueryClient(), scope)).toBe('none');
    expect(readCartId()).toBe(otherCartId);
  });
});
