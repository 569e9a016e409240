import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartNoticeData, CartNoticeEvent } from '@contract/calls/broadcasting';
import { firstEvent, pusherClient, startListeningApi, whenConnected } from './helpers/broadcasting';
import { redisForTests, testRedisUrl } from './helpers/redis-server';

/**
 * Two shop API processes share live notices through Redis: an event published on one reaches a
 * pusher-js client connected to the other. Each run uses its own Pusher app id, so its Redis
 * channel is its own even when other runs share the server.
 */
const redisUrl = testRedisUrl;
const root = fileURLToPath(new URL('../..', import.meta.url));
const nodeScript = fileURLToPath(new URL('./helpers/broadcasting-node.ts', import.meta.url));
const key = 'lumen-store-key';
const redis = await redisForTests('broadcasting-redis');

interface ApiProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  key: string;
  publish(cartId: string, event: CartNoticeEvent, data: CartNoticeData): Promise<void>;
  close(): Promise<number | null>;
}

async function startApiProcess(appId: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', nodeScript], {
    cwd: root,
    env: { ...process.env, REDIS_URL: redisUrl, PUSHER_APP_ID: appId, DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The API process did not start within 60 s.')), 60_000);
    child.on('message', (message: { port?: number }) => {
      if (message.port === undefined) return;
      clearTimeout(timer);
      resolve(message.port);
    });
    void exited.then((code) => reject(new Error(`The API process ended (exit ${code}) before it listened.`)));
  });
  let nextId = 0;
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    key,
    publish(cartId, event, data) {
      const id = ++nextId;
      return new Promise((resolve) => {
        const onMessage = (message: { published?: number }) => {
          if (message.published !== id) return;
          child.off('message', onMessage);
          resolve();
        };
        child.on('message', onMessage);
        child.send({ publish: { id, cartId, event, data } });
      });
    },
    async close() {
      if (child.exitCode !== null) return child.exitCode;
      child.send({ close: true });
      const timeout = sleep(15_000).then(() => {
        child.kill('SIGKILL');
        return 'killed' as const;
      });
      const outcome = await Promise.race([exited, timeout]);
      return outcome === 'killed' ? -1 : outcome;
    },
  };
}

const notice = (amount: number): CartNoticeData => ({
  cart_item_id: 3,
  product_id: 12,
  product_variation_id: 40,
  name: 'Linen shirt',
  amount,
});

describe.skipIf(!redis.run)('live notices across two API processes (REDIS_URL)', () => {
  const appId = `test-${randomUUID()}`;
  let first: ApiProcess;
  let second: ApiProcess;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    redis.assertUp();
    [first, second] = await Promise.all([startApiProcess(appId), startApiProcess(appId)]);
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await Promise.all([first?.close(), second?.close()]);
  }, 60_000);

  async function subscribedClient(api: ApiProcess, cartId: string) {
    const client = pusherClient(api);
    clients.push(client);
    await whenConnected(client);
    const channel = client.subscribe(`private-shop.1.cart.${cartId}`);
    await firstEvent(channel, ['pusher:subscription_succeeded']);
    return Object.assign(channel, { client });
  }

  it('delivers an event published on one process to a pusher-js client of the other, both ways', async () => {
    const cartId = randomUUID();
    const onSecond = await subscribedClient(second, cartId);
    const onFirst = await subscribedClient(first, cartId);

    const toSecond = firstEvent(onSecond, ['cart-item-amount-changed-message'], 10_000);
    await first.publish(cartId, 'cart-item-amount-changed-message', notice(1));
    expect((await toSecond).data).toEqual(notice(1));

    const toFirst = firstEvent(onFirst, ['cart-item-sold-out-message'], 10_000);
    await second.publish(cartId, 'cart-item-sold-out-message', notice(0));
    expect((await toFirst).data).toEqual(notice(0));
  });

  it('delivers once to a client of the publishing process (its own message back from Redis is skipped)', async () => {
    const cartId = randomUUID();
    const channel = await subscribedClient(first, cartId);
    const received: unknown[] = [];
    channel.bind('cart-item-sold-out-message', (data: unknown) => received.push(data));
    await first.publish(cartId, 'cart-item-sold-out-message', notice(0));
    await sleep(500);
    expect(received).toEqual([notice(0)]);
  });

  it('closes its sockets and Redis connections with the app, so the process ends by itself', async () => {
    const { client } = await subscribedClient(second, randomUUID());
    const told = new Promise<unknown>((resolve) => client.connection.bind('error', resolve));
    expect(await second.close()).toBe(0);
    expect(await told).toMatchObject({ type: 'PusherError', data: { code: 4200 } });
  }, 30_000);
});

describe('a REDIS_URL that does not answer', () => {
  it('stops the API from starting, with the setting named', async () => {
    await expect(startListeningApi({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /^REDIS_URL: the Redis server did not answer/,
    );
  });
});
