import { setTimeout as sleep } from 'node:timers/promises';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { CartNoticeData } from '@contract/calls/broadcasting';
import {
  firstEvent,
  pusherClient,
  RawClient,
  startListeningApi,
  whenConnected,
  type ListeningApi,
} from './helpers/broadcasting';

const heldCart = '0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f';
const otherHeldCart = '7a1d9e0f-3c2b-4e5d-9f8a-1b2c3d4e5f60';
const foreignCart = '5f0c2d4e-1b3a-4c6d-8e9f-0a1b2c3d4e5f';
const notice: CartNoticeData = {
  cart_item_id: 7,
  product_id: 12,
  product_variation_id: null,
  name: 'Linen shirt',
  amount: 0,
};

let api: ListeningApi;
const opened: { close(): void }[] = [];
const pushers: Pusher[] = [];

beforeAll(async () => {
  api = await startListeningApi({
    authorizeCart: async (cartId) => cartId === heldCart || cartId === otherHeldCart,
    broadcasting: { maxChannelsPerSocket: 3, maxMessageBytes: 2048 },
  });
});
afterEach(() => {
  for (const client of opened.splice(0)) client.close();
  for (const client of pushers.splice(0)) client.disconnect();
});
afterAll(() => api.close());

async function raw(path = `/app/${api.key}?protocol=7&client=js&version=8.6.0`): Promise<RawClient> {
  const client = await RawClient.open(api.port, path);
  opened.push(client);
  return client;
}

function pusher(): Pusher {
  const client = pusherClient(api);
  pushers.push(client);
  return client;
}

describe('the websocket server with pusher-js', () => {
  it('connects, subscribes to the held cart’s private channel and receives its notices', async () => {
    const client = pusher();
    const socketId = await whenConnected(client);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    const channel = client.subscribe(`private-shop.1.cart.${heldCart}`);
    await firstEvent(channel, ['pusher:subscription_succeeded']);

    const received = firstEvent(channel, ['cart-item-sold-out-message']);
    await api.app.broadcaster.toCart(heldCart, 'cart-item-sold-out-message', notice);
    expect(await received).toEqual({ event: 'cart-item-sold-out-message', data: notice });
  });

  it('hands a refused authorisation to the channel as pusher:subscription_error', async () => {
    const client = pusher();
    await whenConnected(client);
    const channel = client.subscribe(`private-shop.1.cart.${foreignCart}`);
    const outcome = await firstEvent(channel, ['pusher:subscription_succeeded', 'pusher:subscription_error']);
    expect(outcome.event).toBe('pusher:subscription_error');
    expect(outcome.data).toEqual({ type: 'AuthError', error: 'Authorisation answered 403.' });
  });

  it('delivers a cart’s notice to that cart’s sockets only', async () => {
    const [first, second] = [pusher(), pusher()];
    await Promise.all([whenConnected(first), whenConnected(second)]);
    const mine = first.subscribe(`private-shop.1.cart.${heldCart}`);
    const theirs = second.subscribe(`private-shop.1.cart.${otherHeldCart}`);
    await Promise.all([
      firstEvent(mine, ['pusher:subscription_succeeded']),
      firstEvent(theirs, ['pusher:subscription_succeeded']),
    ]);
    const leaked: unknown[] = [];
    theirs.bind('cart-item-amount-changed-message', (data: unknown) => leaked.push(data));
    const received = firstEvent(mine, ['cart-item-amount-changed-message']);
    await api.app.broadcaster.toCart(heldCart, 'cart-item-amount-changed-message', { ...notice, amount: 2 });
    expect((await received).data).toMatchObject({ amount: 2 });
    await sleep(100);
    expect(leaked).toEqual([]);
  });

  it('leaves pusher-js disconnected, without retrying, for an unknown app key (4001)', async () => {
    const client = pusherClient({ ...api, key: 'no-such-key' });
    pushers.push(client);
    const states: string[] = [];
    client.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    const error = await new Promise<unknown>((resolve) => client.connection.bind('error', resolve));
    expect(error).toMatchObject({ type: 'WebSocketError', error: { type: 'PusherError', data: { code: 4001 } } });
    await sleep(300);
    expect(states).toEqual(['disconnected']);
  });
});

describe('the websocket server’s protocol', () => {
  it('refuses an unknown app key with pusher:error and close code 4001', async () => {
    const client = await raw('/app/wrong?protocol=7');
    expect((await client.next()).data).toEqual({ code: 4001, message: 'App key does not exist' });
    expect(await client.closed).toEqual({ code: 4001, reason: 'App key does not exist' });
  });

  it('refuses a missing, malformed or unsupported protocol version (4008, 4006, 4007)', async () => {
    for (const [query, code] of [
      ['', 4008],
      ['?protocol=seven', 4006],
      ['?protocol=6', 4007],
      ['?protocol=8', 4007],
    ] as const) {
      const client = await raw(`/app/${api.key}${query}`);
      expect((await client.next('pusher:error')).data, query).toMatchObject({ code });
      expect((await client.closed).code, query).toBe(code);
    }
  });

  it('refuses a page of another site with 4009, and lets the storefront’s pages in', async () => {
    const foreign = new RawClient(
      new WebSocket(`ws://127.0.0.1:${api.port}/app/${api.key}?protocol=7`, { origin: 'https://evil.example' }),
    );
    opened.push(foreign);
    expect((await foreign.next()).data).toEqual({ code: 4009, message: 'Origin not allowed' });
    expect((await foreign.closed).code).toBe(4009);
    const storefront = new RawClient(
      new WebSocket(`ws://127.0.0.1:${api.port}/app/${api.key}?protocol=7`, { origin: 'http://localhost:3000' }),
    );
    opened.push(storefront);
    expect((await storefront.next()).event).toBe('pusher:connection_established');
  });

  it('answers 404 to an upgrade on any other path', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${api.port}/socket`);
    const error = await new Promise<Error>((resolve) => socket.once('error', resolve));
    expect(error.message).toContain('404');
  });

  it('routes an upgrade like any request: what the API’s hooks refuse is answered, and the socket closed', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${api.port}/app/${api.key}?protocol=7`, {
      headers: { 'language-preference': 'xx' },
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const error = await new Promise<Error>((resolve) => socket.once('error', resolve));
    expect(error.message).toContain('422');
    await closed;
  });

  it('greets with a socket id and the activity timeout, and answers pusher:ping with pusher:pong', async () => {
    const client = await raw();
    const hello = await client.next();
    expect(hello.event).toBe('pusher:connection_established');
    expect(hello.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 30 });
    client.send({ event: 'pusher:ping', data: {} });
    expect(await client.next()).toEqual({ event: 'pusher:pong', data: {} });
  });

  it('subscribes to a public channel, delivers to it, and stops after pusher:unsubscribe', async () => {
    const client = await raw();
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'shop-news' } });
    expect(await client.next()).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'shop-news',
      data: {},
    });
    await api.app.broadcaster.publish('shop-news', 'news', { text: 'hello' });
    expect(await client.next()).toEqual({ event: 'news', channel: 'shop-news', data: { text: 'hello' } });
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'shop-news' } });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
    await api.app.broadcaster.publish('shop-news', 'news', { text: 'again' });
    await expect(client.next('news', 200)).rejects.toThrow('No news');
  });

  it('refuses a private subscription without a valid signature (pusher:error on the channel)', async () => {
    const client = await raw();
    const socketId = await client.socketId();
    const channel = `private-shop.1.cart.${heldCart}`;
    client.send({ event: 'pusher:subscribe', data: { channel } });
    expect(await client.next()).toEqual({
      event: 'pusher:error',
      channel,
      data: { code: null, message: `Invalid signature: subscription to ${channel} refused.` },
    });

    // A signature for another socket does not carry over.
    const signed = await api.app.inject({
      method: 'POST',
      url: '/auth/broadcasting',
      payload: { socket_id: '1.1', channel_name: channel },
    });
    client.send({ event: 'pusher:subscribe', data: { channel, auth: signed.json().auth } });
    expect((await client.next()).data).toMatchObject({
      message: `Invalid signature: subscription to ${channel} refused.`,
    });

    const own = await api.app.inject({
      method: 'POST',
      url: '/auth/broadcasting',
      payload: { socket_id: socketId, channel_name: channel },
    });
    client.send({ event: 'pusher:subscribe', data: { channel, auth: own.json().auth } });
    expect((await client.next()).event).toBe('pusher_internal:subscription_succeeded');
  });

  it('refuses client events and keeps the connection', async () => {
    const client = await raw();
    await client.socketId();
    client.send({ event: 'client-typing', channel: 'private-a', data: {} });
    expect(await client.next()).toEqual({
      event: 'pusher:error',
      channel: 'private-a',
      data: { code: 4301, message: 'Client events are not accepted.' },
    });
    client.send({ event: 'pusher:ping', data: {} });
    expect((await client.next()).event).toBe('pusher:pong');
  });

  it('answers malformed messages and unsupported channels with pusher:error and no code', async () => {
    const client = await raw();
    await client.socketId();
    client.send('not json');
    expect((await client.next()).data).toEqual({ code: null, message: 'Invalid message format: not JSON.' });
    client.send({ event: 'pusher:subscribe', data: { channel: 'bad channel!' } });
    expect((await client.next()).data).toMatchObject({ code: null });
    client.send({ event: 'pusher:subscribe', data: { channel: 'presence-room' } });
    expect((await client.next()).data).toMatchObject({
      code: null,
      message: 'Presence and encrypted channels are not supported.',
    });
  });

  it('caps the channels per socket (pusher:error 4100 on the refused channel)', async () => {
    const client = await raw();
    await client.socketId();
    for (const name of ['a', 'b', 'c']) {
      client.send({ event: 'pusher:subscribe', data: { channel: name } });
      expect((await client.next()).event).toBe('pusher_internal:subscription_succeeded');
    }
    client.send({ event: 'pusher:subscribe', data: { channel: 'd' } });
    expect(await client.next()).toEqual({
      event: 'pusher:error',
      channel: 'd',
      data: { code: 4100, message: 'Over capacity: at most 3 channels per connection.' },
    });
  });

  it('closes a socket that sends a message over the size limit (1009)', async () => {
    const client = await raw();
    await client.socketId();
    client.send({ event: 'pusher:ping', data: { padding: 'x'.repeat(4096) } });
    expect((await client.closed).code).toBe(1009);
  });
});

describe('heartbeat, capacity and shutdown', () => {
  let small: ListeningApi;
  beforeAll(async () => {
    small = await startListeningApi({
      broadcasting: { activityTimeoutSeconds: 1, pongTimeoutSeconds: 1, maxConnections: 2 },
    });
  });
  afterAll(() => small.close());

  const open = async () => {
    const client = await RawClient.open(small.port, `/app/${small.key}?protocol=7`);
    opened.push(client);
    await client.socketId();
    return client;
  };

  it('pings a silent client, keeps it while it answers, and closes it with 4201 when it stops', async () => {
    const client = await open();
    expect((await client.next('pusher:ping', 3000)).data).toEqual({});
    client.send({ event: 'pusher:pong', data: {} });
    await client.next('pusher:ping', 3000);
    expect((await client.next('pusher:error', 3000)).data).toEqual({ code: 4201, message: 'Pong reply not received' });
    expect((await client.closed).code).toBe(4201);
  });

  it('turns away connections over capacity with 4100', async () => {
    await open();
    await open();
    const third = await RawClient.open(small.port, `/app/${small.key}?protocol=7`);
    opened.push(third);
    expect((await third.next()).data).toEqual({ code: 4100, message: 'Over capacity' });
    expect((await third.closed).code).toBe(4100);
  });

  it('tells its clients to reconnect (4200) when the app closes', async () => {
    const client = await open();
    await small.app.close();
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4200 });
    expect((await client.closed).code).toBe(4200);
  });
});

describe('connections per client address', () => {
  let limited: ListeningApi;
  beforeAll(async () => {
    // The sockets stand for several clients behind the storefront's proxy, as the HTTP side's do.
    limited = await startListeningApi({
      env: { TRUSTED_PROXIES: 'loopback' },
      broadcasting: { maxConnectionsPerClient: 3 },
    });
  });
  afterAll(() => limited.close());

  /** A socket from `address`: the API believes X-Forwarded-For from a trusted proxy (loopback here), as on the HTTP side. */
  const from = async (address: string | undefined) => {
    const headers = address ? { 'x-forwarded-for': address } : undefined;
    const client = new RawClient(
      new WebSocket(`ws://127.0.0.1:${limited.port}/app/${limited.key}?protocol=7`, { headers }),
    );
    opened.push(client);
    await new Promise((resolve, reject) => {
      client.socket.once('open', resolve);
      client.socket.once('error', reject);
    });
    return client;
  };
  const refused = async (client: RawClient) => {
    expect((await client.next()).data).toEqual({ code: 4100, message: 'Too many connections from this address' });
    expect((await client.closed).code).toBe(4100);
  };

  it('closes the sockets of one address past its limit with 4100, counts the others apart, and frees a place on close', async () => {
    const mine = [await from('198.51.100.7'), await from('198.51.100.7'), await from('198.51.100.7')];
    for (const client of mine) expect((await client.next()).event).toBe('pusher:connection_established');
    await refused(await from('198.51.100.7'));
    // Another address (the HTTP side's client IP, request.ip) has places of its own.
    expect((await (await from('198.51.100.8')).next()).event).toBe('pusher:connection_established');
    // A closed socket gives its place back.
    mine[0]!.socket.close();
    await mine[0]!.closed;
    await sleep(50);
    expect((await (await from('198.51.100.7')).next()).event).toBe('pusher:connection_established');
    await refused(await from('198.51.100.7'));
    // The address is a plain route of the API too: a GET that is no upgrade is told so.
    expect((await fetch(`${limited.baseUrl}/app/${limited.key}`)).status).toBe(400);
  });

  it('lets pusher-js back off and connect once a place frees up', async () => {
    // pusher-js in Node sends no X-Forwarded-For: these sockets are all 127.0.0.1's.
    const held = [await from(undefined), await from(undefined), await from(undefined)];
    for (const client of held) await client.next('pusher:connection_established');
    const client = pusherClient(limited);
    pushers.push(client);
    const states: string[] = [];
    client.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    const error = await new Promise<unknown>((resolve, reject) => {
      client.connection.bind('error', resolve);
      setTimeout(() => reject(new Error('pusher-js was not refused')), 5000);
    });
    expect(error).toMatchObject({ type: 'WebSocketError', error: { type: 'PusherError', data: { code: 4100 } } });
    expect(states).not.toContain('disconnected');
    held[0]!.socket.close();
    await whenConnected(client, 5000);
  });
});
