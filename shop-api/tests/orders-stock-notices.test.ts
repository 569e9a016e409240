import { eq, inArray, sql } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartNoticeDataSchema } from '@contract/calls/broadcasting';
import { carts, products } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { pusherClient, whenConnected } from './helpers/broadcasting';
import { addItem, cartCall, newCart } from './helpers/cart-client';
import { placeOrder, readyCart } from './helpers/checkout';
import { listeningTestApp, type ListeningTestApp } from './helpers/orders';

/** Product 20 (docs/cart.md): small tracked stock, no variations. */
const shirt = 20;

let api: ListeningTestApp;
let client: Pusher;
beforeAll(async () => {
  // Whoever asks may listen to any cart here: the channel authorisation has its own tests. Guest
  // carts may hold every unit here: the guests' cap is cart-hoarding.test.ts's.
  api = await listeningTestApp({ authorizeCart: async () => true, env: { CART_GUEST_HOLD_SHARE: '1' } });
  client = pusherClient({ baseUrl: api.baseUrl, port: api.port, key: loadConfig({}).broadcasting.key });
  await whenConnected(client);
});
afterAll(async () => {
  client?.disconnect();
  await api?.close();
});

interface Received {
  event: string;
  data: unknown;
}

/** Subscribes to the cart's channel and collects every cart notice it gets. */
async function listen(cartId: string): Promise<Received[]> {
  const received: Received[] = [];
  const channel = client.subscribe(`private-shop.1.cart.${cartId}`);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
  });
  for (const event of ['cart-item-amount-changed-message', 'cart-item-sold-out-message'])
    channel.bind(event, (data: unknown) => received.push({ event, data: CartNoticeDataSchema.parse(data) }));
  return received;
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('The notices did not arrive in time.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('carts that an order leaves without cover', () => {
  it('are lowered, or their items marked sold out, and their holders get the live notices', async () => {
    await api.db.update(products).set({ stockState: 3 }).where(eq(products.id, shirt));
    const holder = await newCart(api.app);
    const small = await newCart(api.app);
    const heldItem = (await addItem(api.app, holder.id, { product_id: shirt, amount: 2 })).items[0]!;
    const smallItem = (await addItem(api.app, small.id, { product_id: shirt, amount: 1 })).items[0]!;
    // Their reservations ran out: the stock is anybody's again (others' live reservations would keep it).
    await api.db
      .update(carts)
      .set({ expirationAt: sql`now() - interval '1 minute'` })
      .where(inArray(carts.id, [holder.id, small.id]));
    const holderNotices = await listen(holder.id);
    const smallNotices = await listen(small.id);

    const first = await placeOrder(api.app, await readyCart(api.app, { items: [{ product_id: shirt, amount: 2 }] }));
    expect(first.items[0]).toMatchObject({ product_id: shirt, amount: 2 });
    await until(() => holderNotices.length === 1);
    expect(holderNotices).toEqual([
      {
        event: 'cart-item-amount-changed-message',
        data: {
          cart_item_id: heldItem.id,
          product_id: shirt,
          product_variation_id: null,
          name: heldItem.name,
          amount: 1,
        },
      },
    ]);
    expect(smallNotices).toEqual([]);
    const lowered = await cartCall(api.app, 'GET', `/carts/${holder.id}`);
    expect(lowered.items[0]).toMatchObject({ amount: 1, sold_out: false });

    await placeOrder(api.app, await readyCart(api.app, { items: [{ product_id: shirt, amount: 1 }] }));
    await until(() => holderNotices.length === 2 && smallNotices.length === 1);
    expect(holderNotices[1]).toEqual({
      event: 'cart-item-sold-out-message',
      data: expect.objectContaining({ cart_item_id: heldItem.id, amount: 0 }),
    });
    expect(smallNotices[0]).toEqual({
      event: 'cart-item-sold-out-message',
      data: expect.objectContaining({ cart_item_id: smallItem.id, product_id: shirt, amount: 0 }),
    });
    expect((await cartCall(api.app, 'GET', `/carts/${small.id}`)).items[0]).toMatchObject({ sold_out: true });
    const [row] = await api.db.select({ stock: products.stockState }).from(products).where(eq(products.id, shirt));
    expect(row?.stock).toBe(0);
  });
});
