import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens, Me } from '@contract/entities/customer';
import { customerSessions, customers } from '../src/db/schema';
import { hashToken } from '../src/auth/tokens';
import { demoCustomerEmail, demoCustomerPassword } from '../seed/customers';
import { bearer, registerCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // 127.0.0.1, where inject's requests come from, stands for the storefront's server.
  t = await createTestApp({ env: { CUSTOMER_REFRESH_GRACE_SECONDS: '2', TRUSTED_PROXIES: '127.0.0.1' } });
});
afterAll(async () => t?.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as never, headers });

async function login(email = demoCustomerEmail, password = demoCustomerPassword, headers: Record<string, string> = {}) {
  const response = await post('/auth/login', { email, password }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuthTokens>();
}

describe('login', () => {
  it('signs the demo customer in with tokens that are stored only as hashes', async () => {
    const tokens = await login(' Jana.Novakova@Example.com ', demoCustomerPassword, {
      'user-agent': 'vitest-browser',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.customer).toMatchObject({ email: demoCustomerEmail, first_name: 'Jana', last_name: 'Nováková' });
    const minutes = (Date.parse(tokens.access_expiration_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const days = (Date.parse(tokens.session_expiration_at) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const [session] = await t.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.accessTokenHash, hashToken(tokens.access_token)));
    expect(session).toMatchObject({ clientIp: '203.0.113.7', userAgent: 'vitest-browser' });
    expect(session!.refreshTokenHash).toBe(hashToken(tokens.refresh_token));
    const [jana] = await t.db.select().from(customers).where(eq(customers.email, demoCustomerEmail));
    expect(jana!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: demoCustomerEmail, password: demoCustomerPassword },
      headers: { 'x-forwarded-for': '198.51.100.99' },
      remoteAddress: '203.0.113.50',
    });
    expect(response.statusCode).toBe(200);
    const [session] = await t.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.accessTokenHash, hashToken(response.json<AuthTokens>().access_token)));
    expect(session!.clientIp).toBe('203.0.113.50');
  });

  it('answers the same 401 login_failed for a wrong password and an unknown e-mail', async () => {
    const wrong = await post('/auth/login', { email: demoCustomerEmail, password: 'nope-nope' });
    const unknown = await post('/auth/login', { email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().type).toBe('login_failed');
  });

  it('refuses bad input with field errors', async () => {
    const cases: [unknown, string[]][] = [
      [{}, ['email', 'password']],
      [{ email: 'not-an-email', password: 'x' }, ['email']],
      [{ email: demoCustomerEmail, password: '' }, ['password']],
      [{ email: demoCustomerEmail, password: 'x'.repeat(129) }, ['password']],
      [{ email: demoCustomerEmail, password: 'x', remember: true }, ['remember']],
      [{ email: 12, password: ['x'] }, ['email', 'password']],
    ];
    for (const [body, fields] of cases) {
      const response = await post('/auth/login', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(
        response
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(fields.sort());
    }
    expect((await post('/auth/login', 'plain', { 'content-type': 'text/plain' })).statusCode).toBe(422);
  });

  it('refuses a blocked customer with the right password', async () => {
    const customer = await registerCustomer(t.app);
    await t.db.update(customers).set({ isBlocked: true }).where(eq(customers.id, customer.customerId));
    const response = await post('/auth/login', { email: customer.email, password: customer.password });
    expect(response.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(customer.accessToken) });
    expect(me.statusCode).toBe(401);
  });
});

describe('me', () => {
  it('answers who the bearer is at /auth/me and /me', async () => {
    const tokens = await login();
    for (const url of ['/auth/me', '/me']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(tokens.access_token) });
      expect(response.statusCode).toBe(200);
      const me = response.json<Me>();
      expect(me).toMatchObject({ is_guest: false, customer: { email: demoCustomerEmail }, customer_pairings: [] });
      expect(me.customer_account_amounts).toBeInstanceOf(Array);
    }
  });

  it('answers 401 unauthenticated without, with a malformed, an unknown or an expired bearer', async () => {
    const tokens = await login();
    await t.db
      .update(customerSessions)
      .set({ accessExpirationAt: new Date(Date.now() - 1000) })
      .where(eq(customerSessions.accessTokenHash, hashToken(tokens.access_token)));
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer short' },
      bearer('A'.repeat(43)),
      bearer(tokens.access_token),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/auth/me', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().type).toBe('unauthenticated');
    }
  });
});

describe('refresh', () => {
  it('rotates both tokens; the old access token stops working', async () => {
    const first = await login();
    const response = await post('/auth/refresh', { refresh_token: first.refresh_token });
    expect(response.statusCode).toBe(200);
    const second = response.json<AuthTokens>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await t.app.inject({ method: 'GET', url: '/me', headers: bearer(first.access_token) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/me', headers: bearer(second.access_token) })).statusCode).toBe(
      200,
    );
  });

  it('answers 409 refresh_in_progress for a token rotated a moment ago, without ending the session', async () => {
    const first = await login();
    const second = (await post('/auth/refresh', { refresh_token: first.refresh_token })).json<AuthTokens>();
    const again = await post('/auth/refresh', { refresh_token: first.refresh_token });
    expect(again.statusCode).toBe(409);
    expect(again.json().type).toBe('refresh_in_progress');
    expect((await post('/auth/refresh', { refresh_token: second.refresh_token })).statusCode).toBe(200);
  });

  it('ends the session when a retired refresh token comes back after the grace window', async () => {
    const first = await login();
    const second = (await post('/auth/refresh', { refresh_token: first.refresh_token })).json<AuthTokens>();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const reused = await post('/auth/refresh', { refresh_token: first.refresh_token });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().type).toBe('unauthenticated');
    // The thief's copy and the owner's current tokens are both dead now.
    expect((await post('/auth/refresh', { refresh_token: second.refresh_token })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/me', headers: bearer(second.access_token) })).statusCode).toBe(
      401,
    );
  });

  it('refuses an unknown, an expired-session or a malformed refresh token', async () => {
    expect((await post('/auth/refresh', { refresh_token: 'A'.repeat(43) })).statusCode).toBe(401);
    const tokens = await login();
    await t.db
      .update(customerSessions)
      .set({ sessionExpirationAt: new Date(Date.now() - 1000) })
      .where(eq(customerSessions.refreshTokenHash, hashToken(tokens.refresh_token)));
    expect((await post('/auth/refresh', { refresh_token: tokens.refresh_token })).statusCode).toBe(401);
    for (const body of [{}, { refresh_token: '' }, { refresh_token: 5 }, { refresh_token: 'x', extra: 1 }]) {
      expect((await post('/auth/refresh', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('logout', () => {
  it('ends the session: 204, then its tokens answer 401', async () => {
    const tokens = await login();
    const response = await post('/auth/logout', undefined, bearer(tokens.access_token));
    expect(response.statusCode).toBe(204);
    expect((await post('/auth/logout', undefined, bearer(tokens.access_token))).statusCode).toBe(401);
    expect((await post('/auth/refresh', { refresh_token: tokens.refresh_token })).statusCode).toBe(401);
    expect((await post('/auth/logout')).statusCode).toBe(401);
  });
});
