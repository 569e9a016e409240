import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomerEmail, demoCustomerPassword } from '../src/seed/customers';
import { registerCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      AUTH_RATE_WINDOW_SECONDS: '60',
      AUTH_LOGIN_LIMIT_PER_IP: '5',
      AUTH_LOGIN_LIMIT_PER_ACCOUNT: '2',
      AUTH_REGISTRATION_LIMIT_PER_IP: '3',
      AUTH_REGISTRATION_LIMIT_PER_ACCOUNT: '2',
      AUTH_PASSWORD_RESET_LIMIT_PER_IP: '4',
      AUTH_PASSWORD_RESET_LIMIT_PER_ACCOUNT: '2',
    },
  });
});
afterAll(async () => t?.close());

/** A POST from the client at `ip` (the socket's peer: no proxy is trusted here). */
const post = (url: string, payload: unknown, ip: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as never, remoteAddress: ip });

function expectTooMany(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ status: 429, type: 'too_many_requests', errors: [] });
  expect(response.json().message).toMatch(/try again in \d+ seconds/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('login limits', () => {
  it('locks an account after its failed attempts, from any IP, even for the right password', async () => {
    expect(
      (await post('/auth/login', { email: demoCustomerEmail, password: 'guess-1' }, '198.51.100.1')).statusCode,
    ).toBe(401);
    expect(
      (await post('/auth/login', { email: demoCustomerEmail, password: 'guess-2' }, '198.51.100.2')).statusCode,
    ).toBe(401);
    expectTooMany(await post('/auth/login', { email: demoCustomerEmail, password: 'guess-3' }, '198.51.100.3'));
    expectTooMany(
      await post(
        '/auth/login',
        { email: demoCustomerEmail.toUpperCase(), password: demoCustomerPassword },
        '198.51.100.4',
      ),
    );
  });

  it('limits the failed attempts of one IP across accounts', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/auth/login', { email: `nobody-${i}@example.com`, password: 'guess' }, ip);
      expect(response.statusCode).toBe(401);
    }
    expectTooMany(await post('/auth/login', { email: 'someone-else@example.com', password: 'guess' }, ip));
    // Another IP is not affected.
    expect(
      (await post('/auth/login', { email: 'nobody-0@example.com', password: 'x' }, '198.51.100.21')).statusCode,
    ).toBe(401);
  });

  it('never counts successful sign-ins', async () => {
    const customer = await registerCustomer(t.app, {}).catch(() => undefined);
    // Registration from the default inject address counts against that address only.
    expect(customer).toBeDefined();
    for (let i = 0; i < 6; i += 1) {
      const response = await post(
        '/auth/login',
        { email: customer!.email, password: customer!.password },
        '198.51.100.30',
      );
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('registration limits', () => {
  const body = (email: string) => ({
    first_name: 'Rate',
    last_name: 'Limited',
    email,
    password: 'Long-enough-1',
    password_confirmation: 'Long-enough-1',
  });

  it('limits registrations per IP and per e-mail', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 3; i += 1)
      expect((await post('/customers', body(`r${i}@example.com`), ip)).statusCode).toBe(201);
    expectTooMany(await post('/customers', body('r9@example.com'), ip));

    const email = 'taken-twice@example.com';
    expect((await post('/customers', body(email), '198.51.100.41')).statusCode).toBe(201);
    expect((await post('/customers', body(email), '198.51.100.42')).statusCode).toBe(422);
    expectTooMany(await post('/customers', body(email), '198.51.100.43'));
  });
});

describe('password reset limits', () => {
  it('limits reset requests per e-mail and per IP, for known and unknown addresses alike', async () => {
    const email = 'reset-target@example.com';
    expect((await post('/passwords/customer', { email }, '198.51.100.50')).statusCode).toBe(202);
    expect((await post('/passwords/customer', { email }, '198.51.100.51')).statusCode).toBe(202);
    expectTooMany(await post('/passwords/customer', { email }, '198.51.100.52'));

    const ip = '198.51.100.60';
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/passwords/customer', { email: `p${i}@example.com` }, ip)).statusCode).toBe(202);
    }
    expectTooMany(await post('/passwords/customer', { email: 'p9@example.com' }, ip));
  });
});
