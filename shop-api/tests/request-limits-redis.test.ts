import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCart } from './helpers/cart-client';
import { redisForTests, testRedisUrl } from './helpers/redis-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * With `REDIS_URL`, the sign-in and voucher limits are counted in Redis, so a fleet of API instances
 * behind a load balancer gives a guesser one budget, not one per instance (docs/customer-accounts.md,
 * docs/cart.md).
 */
const redis = await redisForTests('auth-rate-limits-redis');
const env = {
  REDIS_URL: testRedisUrl,
  PUSHER_APP_ID: `limits-${randomInt(1e9)}`,
  AUTH_RATE_WINDOW_SECONDS: '60',
  AUTH_LOGIN_LIMIT_PER_IP: '3',
  VOUCHER_RATE_WINDOW_SECONDS: '60',
  VOUCHER_FAILED_LIMIT_PER_IP: '3',
};
// An address of this run alone: the counters outlive the run by the window.
const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.skipIf(!redis.run)('request limits shared by two API instances (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    redis.assertUp();
    [first, second] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  }, 120_000);
  afterAll(async () => Promise.all([first?.close(), second?.close()]));

  const guess = (t: TestApp, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: `nobody-${n}@example.com`, password: 'wrong-password' },
      remoteAddress: ip,
    });

  it('counts failed sign-ins from one client on every instance together', async () => {
    expect((await guess(first, 1)).statusCode).toBe(401);
    expect((await guess(second, 2)).statusCode).toBe(401);
    expect((await guess(first, 3)).statusCode).toBe(401);
    const refused = await guess(second, 4);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess(first, 5)).statusCode).toBe(429);
  });

  it('counts refused voucher codes from one client on every instance together, and gives back what applied', async () => {
    const voucherIp = `${ip.split('.').slice(0, 3).join('.')}.${(Number(ip.split('.')[3]) % 254) + 1}`;
    const tryCode = async (t: TestApp, code: string) => {
      const cart = await newCart(t.app);
      return t.app.inject({
        method: 'POST',
        url: `/carts/${cart.id}/discounts`,
        payload: { code },
        remoteAddress: voucherIp,
      });
    };
    expect((await tryCode(first, 'NOPE-1')).statusCode).toBe(422);
    expect((await tryCode(second, 'NOPE-2')).statusCode).toBe(422);
    // An unknown cart is not a guess at a code: its try is given back.
    const lost = await first.app.inject({
      method: 'POST',
      url: '/carts/00000000-0000-4000-8000-000000000000/discounts',
      payload: { code: 'NOPE-3' },
      remoteAddress: voucherIp,
    });
    expect(lost.statusCode).toBe(404);
    expect((await tryCode(first, 'NOPE-4')).statusCode).toBe(422);
    const refused = await tryCode(second, 'NOPE-5');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
