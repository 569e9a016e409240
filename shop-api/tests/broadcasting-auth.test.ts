import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isValidChannelAuth } from '../src/broadcasting/channel-signature';
import { loadConfig } from '../src/config';
import { startListeningApi, type ListeningApi } from './helpers/broadcasting';

const heldCart = '0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f';
const otherCart = '5f0c2d4e-1b3a-4c6d-8e9f-0a1b2c3d4e5f';
const authorizeCart = vi.fn(async (cartId: string, _request: FastifyRequest) => cartId === heldCart);
const { key, secret } = loadConfig({}).broadcasting;

let api: ListeningApi;
beforeAll(async () => {
  api = await startListeningApi({ authorizeCart });
});
afterAll(() => api.close());

const authorize = (payload: unknown) =>
  api.app.inject({ method: 'POST', url: '/auth/broadcasting', payload: payload as Record<string, unknown> });

describe('POST /auth/broadcasting', () => {
  it('signs the holder’s cart channel with the app key and secret', async () => {
    const channel = `private-shop.1.cart.${heldCart}`;
    const response = await authorize({ socket_id: '123.456', channel_name: channel });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ auth: string }>();
    expect(Object.keys(body)).toEqual(['auth']);
    expect(body.auth.startsWith(`${key}:`)).toBe(true);
    expect(isValidChannelAuth({ key, secret }, '123.456', channel, body.auth)).toBe(true);
  });

  it('asks the injected function about the cart id, in lower case, with the request', async () => {
    authorizeCart.mockClear();
    await authorize({ socket_id: '1.2', channel_name: `private-shop.1.cart.${heldCart.toUpperCase()}` });
    expect(authorizeCart).toHaveBeenCalledTimes(1);
    expect(authorizeCart.mock.calls[0]?.[0]).toBe(heldCart);
    expect(authorizeCart.mock.calls[0]?.[1].url).toBe('/auth/broadcasting');
  });

  it('refuses, with 403 and a clear message, a cart the request does not hold', async () => {
    const response = await authorize({ socket_id: '1.2', channel_name: `private-shop.1.cart.${otherCart}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      status: 403,
      type: 'forbidden',
      message: 'Only the holder of this cart may listen to its channel.',
    });
  });

  it('refuses with 403 any channel that is not a cart channel of this shop, without asking about a cart', async () => {
    authorizeCart.mockClear();
    for (const channel of [
      `private-shop.2.cart.${heldCart}`,
      `shop.1.cart.${heldCart}`,
      'private-shop.1.cart.42',
      'private-orders',
      `presence-shop.1.cart.${heldCart}`,
    ]) {
      const response = await authorize({ socket_id: '1.2', channel_name: channel });
      expect(response.statusCode, channel).toBe(403);
      expect(response.json().message).toBe(
        'Only a cart channel of this shop can be authorised: private-shop.1.cart.{cartId}.',
      );
    }
    expect(authorizeCart).not.toHaveBeenCalled();
  });

  it('answers 422 with the field for a malformed socket id or channel name', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ socket_id: '123', channel_name: 'private-a' }, 'socket_id'],
      [{ socket_id: '1.2.3', channel_name: 'private-a' }, 'socket_id'],
      [{ socket_id: '-1.2', channel_name: 'private-a' }, 'socket_id'],
      [{ socket_id: `${'9'.repeat(21)}.1`, channel_name: 'private-a' }, 'socket_id'],
      [{ socket_id: '1.2', channel_name: 'private a' }, 'channel_name'],
      [{ socket_id: '1.2', channel_name: '' }, 'channel_name'],
      [{ socket_id: '1.2', channel_name: `private-${'a'.repeat(160)}` }, 'channel_name'],
      [{ socket_id: '1.2' }, 'channel_name'],
      [{ channel_name: 'private-a' }, 'socket_id'],
      [{ socket_id: 12.5, channel_name: 'private-a' }, 'socket_id'],
      [{ socket_id: '1.2', channel_name: 'private-a', user: 'x' }, 'user'],
    ];
    for (const [payload, field] of cases) {
      const response = await authorize(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
  });

  it('answers 415 for a form-encoded body: JSON only', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/auth/broadcasting',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'socket_id=1.2&channel_name=private-a',
    });
    expect(response.statusCode).toBe(415);
  });

  it('is documented in /openapi.json with each status it can give', async () => {
    const document = (await api.app.inject('/openapi.json')).json();
    const operation = document.paths['/auth/broadcasting'].post;
    expect(operation.operationId).toBe('authorizeBroadcastingChannel');
    expect(operation.tags).toEqual(['broadcasting']);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '403', '413', '415', '422']);
  });
});

describe('without an injected function: the carts table decides', () => {
  it('signs the channel of an open cart and refuses an unknown one', async () => {
    const plain = await startListeningApi();
    try {
      const created = await plain.app.inject({ method: 'POST', url: '/carts' });
      expect(created.statusCode).toBe(201);
      const cartId = created.json<{ id: string }>().id;
      const ask = (id: string) =>
        plain.app.inject({
          method: 'POST',
          url: '/auth/broadcasting',
          payload: { socket_id: '1.2', channel_name: `private-shop.1.cart.${id}` },
        });
      expect((await ask(cartId)).statusCode).toBe(200);
      expect((await ask(heldCart)).statusCode).toBe(403);
    } finally {
      await plain.close();
    }
  });
});
