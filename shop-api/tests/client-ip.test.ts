import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSessionsResponseSchema } from '@contract/calls/auth';
import type { AuthTokens } from '@contract/entities/customer';
import type { z } from 'zod';
import { loadConfig } from '../src/config';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The client's IP (docs/customer-accounts.md, "Client IP"): X-Forwarded-For counts only as far as
 * TRUSTED_PROXIES vouch for it, read from the right; loopback is no exception.
 */

let t: TestApp;
let customer: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp({
    env: { TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2', AUTH_LOGIN_LIMIT_PER_IP: '3' },
  });
  customer = await registerCustomer(t.app);
});
afterAll(async () => t?.close());

/** Signs the customer in from `remoteAddress` (the socket's peer) with the given X-Forwarded-For; answers the session's IP. */
async function sessionIp(remoteAddress: string, forwardedFor?: string): Promise<string | null> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: customer.email, password: customer.password },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    remoteAddress,
  });
  expect(login.statusCode, login.body).toBe(200);
  const sessions = await t.app.inject({
    url: '/customer-sessions',
    headers: bearer(login.json<AuthTokens>().access_token),
  });
  return sessions.json<z.infer<typeof CustomerSessionsResponseSchema>>().items.find((session) => session.is_current)!
    .client_ip;
}

describe('client IP', () => {
  it('is the socket address of a peer that is not a trusted proxy, loopback included, whatever it forwards', async () => {
    expect(await sessionIp('127.0.0.1', '198.51.100.99')).toBe('127.0.0.1');
    expect(await sessionIp('203.0.113.50', '10.0.0.1')).toBe('203.0.113.50');
    expect(await sessionIp('203.0.113.51')).toBe('203.0.113.51');
  });

  it('is the right-most address that is not a trusted proxy, behind trusted proxies', async () => {
    // The client wrote 192.0.2.1 itself; the first trusted proxy saw 198.51.100.7 connect.
    expect(await sessionIp('10.0.0.2', '192.0.2.1, 198.51.100.7, 10.0.0.1')).toBe('198.51.100.7');
    expect(await sessionIp('10.0.0.1', '198.51.100.8')).toBe('198.51.100.8');
  });

  it('keeps the per-IP limit of a peer that rotates X-Forwarded-For', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: `nobody-${i}@example.com`, password: 'guess-guess' },
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        remoteAddress: '127.0.0.1',
      });
    for (let i = 1; i <= 3; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(4)).statusCode).toBe(429);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).auth.trustedProxies).toEqual([]);
  });

  it('takes IPs, CIDRs and the names loopback, linklocal, uniquelocal; anything else stops the start', () => {
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, ::1,loopback , 2001:db8::/32' }).auth.trustedProxies).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
      '2001:db8::/32',
    ]);
    for (const bad of ['proxy.internal', '10.0.0.0/33', '300.1.1.1', '::1/129', '10.0.0.1/abc'])
      expect(() => loadConfig({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
  });
});
