// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The glue between laravel-echo (real), pusher-js (a recording stand-in: the real client against
 * the real server is tested in shop-api/tests/broadcasting-websocket.test.ts) and the storefront:
 * options, status, notices, event data and shared subscriptions. Each test loads the module afresh.
 */
type Handler = (data: unknown) => void;

class FakeDispatcher {
  private readonly handlers = new Map<string, Set<Handler>>();
  bind(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  unbind(event: string, handler?: Handler) {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
    return this;
  }
  emit(event: string, data?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(data);
  }
}

class FakeChannel extends FakeDispatcher {
  constructor(readonly name: string) {
    super();
  }
}

const pushers = vi.hoisted(() => [] as unknown[]);
vi.mock('pusher-js', () => ({
  default: class FakePusher {
    readonly connection = new FakeDispatcher();
    readonly channels = new Map<string, FakeChannel>();
    readonly unsubscribed: string[] = [];
    constructor(
      readonly key: string,
      readonly options: Record<string, unknown>,
    ) {
      pushers.push(this);
    }
    subscribe(name: string) {
      const channel = this.channels.get(name) ?? new FakeChannel(name);
      this.channels.set(name, channel);
      return channel;
    }
    unsubscribe(name: string) {
      this.unsubscribed.push(name);
      this.channels.delete(name);
    }
  },
}));
interface FakePusher {
  key: string;
  options: Record<string, unknown> & {
    authorizer: (channel: { name: string }) => {
      authorize(socketId: string, callback: (error: Error | null, data: unknown) => void): void;
    };
  };
  connection: FakeDispatcher;
  channels: Map<string, FakeChannel>;
  unsubscribed: string[];
}

const showNotice = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/lib/notices/notices', () => ({ showNotice }));

const api = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const cartId = '0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f';
const channelName = `private-shop.1.cart.${cartId}`;
const data = { cart_item_id: 7, product_id: 12, product_variation_id: null, name: 'Linen shirt', amount: 0 };
const texts = { title: 'Error', cantConnect: 'No socket', cantAuthenticate: 'No channel' };

async function load() {
  vi.resetModules();
  pushers.length = 0;
  showNotice.mockClear();
  const socket = await import('./cart-socket');
  const { useCartSocketStore } = await import('@/stores/cart-socket-store');
  socket.configureCartSocket({ locale: 'en', texts });
  return { ...socket, status: () => useCartSocketStore.getState().status };
}

async function connected(): Promise<FakePusher> {
  await vi.waitFor(() => expect(pushers).toHaveLength(1));
  const pusher = pushers[0] as FakePusher;
  await vi.waitFor(() => expect(pusher.channels.has(channelName)).toBe(true));
  return pusher;
}

beforeEach(() => {
  for (const name of ['tracking_id', 'currency']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('subscribeToCart', () => {
  it('loads pusher-js only when first asked, configured for the shop API’s own websocket', async () => {
    const { subscribeToCart, status } = await load();
    expect(pushers).toHaveLength(0);
    expect(status()).toBe('initial');
    subscribeToCart(1, cartId, () => undefined);
    expect(status()).toBe('connecting');
    const pusher = await connected();
    expect(pusher.key).toBe('lumen-store-key');
    expect(pusher.options).toMatchObject({
      cluster: 'eu',
      wsHost: 'localhost',
      wsPort: 4000,
      forceTLS: false,
      enabledTransports: ['ws'],
      authEndpoint: `${api}/auth/broadcasting`,
    });
  });

  it('tracks the status and tells the shopper once when the socket cannot connect', async () => {
    const { subscribeToCart, status } = await load();
    subscribeToCart(1, cartId, () => undefined);
    const { connection } = await connected();
    connection.emit('state_change', { previous: 'connecting', current: 'connected' });
    expect(status()).toBe('open');
    connection.emit('state_change', { previous: 'connected', current: 'connecting' });
    connection.emit('state_change', { previous: 'connecting', current: 'unavailable' });
    connection.emit('state_change', { previous: 'unavailable', current: 'unavailable' });
    expect(status()).toBe('error');
    expect(showNotice).toHaveBeenCalledTimes(1);
    expect(showNotice).toHaveBeenCalledWith('Error', 'No socket');
  });

  it('treats a refused handshake as an error even though the socket then closes', async () => {
    const { subscribeToCart, status } = await load();
    subscribeToCart(1, cartId, () => undefined);
    const { connection } = await connected();
    connection.emit('error', { type: 'WebSocketError', error: { type: 'PusherError', data: { code: 4001 } } });
    connection.emit('state_change', { previous: 'connecting', current: 'disconnected' });
    expect(status()).toBe('error');
    expect(showNotice).toHaveBeenCalledWith('Error', 'No socket');
  });

  it('hands both notices with valid data to the listener, and drops data off the contract', async () => {
    const { subscribeToCart } = await load();
    const listener = vi.fn();
    subscribeToCart(1, cartId, listener);
    const channel = (await connected()).channels.get(channelName)!;
    channel.emit('cart-item-sold-out-message', data);
    channel.emit('cart-item-amount-changed-message', { ...data, amount: 2 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    channel.emit('cart-item-sold-out-message', { ...data, amount: -1 });
    warn.mockRestore();
    expect(listener.mock.calls).toEqual([
      [{ event: 'cart-item-sold-out-message', data }],
      [{ event: 'cart-item-amount-changed-message', data: { ...data, amount: 2 } }],
    ]);
  });

  it('tells the shopper when the cart’s channel is refused', async () => {
    const { subscribeToCart } = await load();
    subscribeToCart(1, cartId, () => undefined);
    const channel = (await connected()).channels.get(channelName)!;
    channel.emit('pusher:subscription_error', { type: 'AuthError', error: 'No.' });
    expect(showNotice).toHaveBeenCalledWith('Error', 'No channel');
  });

  it('shares one subscription per cart and leaves the channel when the last listener stops', async () => {
    const { subscribeToCart } = await load();
    const [first, second] = [vi.fn(), vi.fn()];
    const stopFirst = subscribeToCart(1, cartId, first);
    const stopSecond = subscribeToCart(1, cartId, second);
    const pusher = await connected();
    pusher.channels.get(channelName)!.emit('cart-item-sold-out-message', data);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    stopFirst();
    await Promise.resolve();
    expect(pusher.unsubscribed).toEqual([]);
    stopSecond();
    await vi.waitFor(() => expect(pusher.unsubscribed).toEqual([channelName]));
  });
});

describe('the channel authorizer', () => {
  it('posts the socket id and channel name as JSON to /auth/broadcasting and passes the signature on', async () => {
    const { subscribeToCart } = await load();
    subscribeToCart(1, cartId, () => undefined);
    const pusher = await connected();
    let body: unknown;
    server.use(
      http.post(`${api}/auth/broadcasting`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ auth: 'lumen-store-key:abc' });
      }),
    );
    const answer = await new Promise((resolve) =>
      pusher.options.authorizer({ name: channelName }).authorize('1.2', (error, auth) => resolve({ error, auth })),
    );
    expect(body).toEqual({ socket_id: '1.2', channel_name: channelName });
    expect(answer).toEqual({ error: null, auth: { auth: 'lumen-store-key:abc' } });
  });

  it('passes a refusal on as an error with the API’s message', async () => {
    const { subscribeToCart } = await load();
    subscribeToCart(1, cartId, () => undefined);
    const pusher = await connected();
    server.use(
      http.post(`${api}/auth/broadcasting`, () =>
        HttpResponse.json(
          {
            status: 403,
            type: 'forbidden',
            message: 'Only the holder of this cart may listen to its channel.',
            errors: [],
          },
          { status: 403 },
        ),
      ),
    );
    const error = await new Promise<Error | null>((resolve) =>
      pusher.options.authorizer({ name: channelName }).authorize('1.2', (failure) => resolve(failure)),
    );
    expect(error?.message).toBe('Only the holder of this cart may listen to its channel.');
  });
});
