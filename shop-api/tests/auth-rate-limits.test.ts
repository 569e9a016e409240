import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      AUTH_RATE_WINDOW_SECONDS: '60',
      AUTH_LOGIN_LIMIT_PER_IP: '5',
      AUTH_LOGIN_LIMIT_PER_ACCOUNT: '2',
      AUTH_LOGIN_SLOWDOWN_AFTER: '3',
      AUTH_LOGIN_SLOWDOWN_MAX_MS: '400',
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

let owners = 0;
/** A customer of its own, registered from an address of its own (registration is limited per IP here). */
async function newOwner(): Promise<{ email: string; password: string }> {
  owners += 1;
  const email = `owner-${owners}@example.com`;
  const password = 'Owner-pass-123';
  const body = { first_name: 'Owner', last_name: 'Test', email, password, password_confirmation: password };
  expect((await post('/customers', body, `192.0.2.${owners}`)).statusCode).toBe(201);
  return { email, password };
}

describe('login limits', () => {
  it('locks one client out of an account after its failed attempts, even for the right password', async () => {
    const owner = await newOwner();
    const ip = '198.51.100.1';
    expect((await post('/auth/login', { email: owner.email, password: 'guess-1' }, ip)).statusCode).toBe(401);
    expect((await post('/auth/login', { email: owner.email, password: 'guess-2' }, ip)).statusCode).toBe(401);
    expectTooMany(await post('/auth/login', { email: owner.email, password: 'guess-3' }, ip));
    expectTooMany(await post('/auth/login', { email: owner.email.toUpperCase(), password: owner.password }, ip));
  });

  it('lets the owner sign in from another address after many failures from rotating addresses', async () => {
    const owner = await newOwner();
    for (let i = 1; i <= 12; i += 1) {
      const guess = await post('/auth/login', { email: owner.email, password: `guess-${i}` }, `198.51.100.${100 + i}`);
      expect(guess.statusCode, `attempt ${i}`).toBe(401);
    }
    const signIn = await post('/auth/login', { email: owner.email, password: owner.password }, '203.0.113.200');
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('slows every attempt on an account under attack, growing to a cap, without blocking other requests', async () => {
    const owner = await newOwner();
    const attempt = async (password: string, ip: string) => {
      const started = performance.now();
      const response = await post('/auth/login', { email: owner.email, password }, ip);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const times: number[] = [];
    for (let i = 1; i <= 8; i += 1) {
      const { status, ms } = await attempt(`guess-${i}`, `198.51.100.${150 + i}`);
      expect(status).toBe(401);
      times.push(ms);
    }
    // Three failures are free (AUTH_LOGIN_SLOWDOWN_AFTER); then 25, 50, 100, 200, 400 ms (cap 400).
    [25, 50, 100, 200, 400].forEach((delay, i) =>
      expect(times[3 + i], `attempt ${4 + i}`).toBeGreaterThanOrEqual(delay),
    );
    // The wait is a timer, not work: while an attempt waits, the API answers others.
    const waiting = attempt('guess-9', '198.51.100.159');
    const other = t.app.inject({ url: '/health' });
    expect(await Promise.race([waiting.then(() => 'login'), other.then(() => 'health')])).toBe('health');
    expect((await other).statusCode).toBe(200);
    expect((await waiting).ms).toBeGreaterThanOrEqual(400);
    // The owner waits as long as the cap, once, and gets in.
    const signIn = await attempt(owner.password, '203.0.113.201');
    expect(signIn.status).toBe(200);
    expect(signIn.ms).toBeGreaterThanOrEqual(400);
    expect(signIn.ms).toBeLessThan(5_000);
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
