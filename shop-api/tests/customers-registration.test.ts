import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens } from '@contract/entities/customer';
import { customers } from '../src/db/schema';
import { demoCustomerEmail } from '../seed/customers';
import { bearer, registerCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const valid = {
  first_name: 'Petr',
  last_name: 'Svoboda',
  email: 'Petr.Svoboda@Example.com',
  password: 'Dlouhe-heslo-1',
  password_confirmation: 'Dlouhe-heslo-1',
  is_subscribed: true,
  birth_at: '1990-05-17',
  dial_code: '+420',
  phone: '603 111 222',
  gender_oriented_product_preference: 'men',
};

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/customers', payload: payload as never, headers });

describe('registration', () => {
  it('creates the customer and signs them in (201 with tokens)', async () => {
    const response = await register(valid, { 'language-preference': 'sk' });
    expect(response.statusCode, response.body).toBe(201);
    const tokens = response.json<AuthTokens>();
    expect(tokens.customer).toMatchObject({
      email: 'petr.svoboda@example.com',
      first_name: 'Petr',
      birth_at: '1990-05-17',
      phone: '603111222',
      locale: 'sk',
      // Asked for, but the e-mail's owner confirms first (newsletter.test.ts).
      is_subscribed: false,
      has_password: true,
      email_verified_at: null,
    });
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(tokens.access_token) });
    expect(me.json().customer.id).toBe(tokens.customer.id);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, tokens.customer.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers a 422 on email for a taken e-mail, whatever its case', async () => {
    for (const email of [demoCustomerEmail, 'JANA.NOVAKOVA@example.com']) {
      const response = await register({ ...valid, email });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([{ field: 'email', message: expect.stringMatching(/already exists/) }]);
    }
  });

  it('refuses bad input with one field error per problem', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['email', 'first_name', 'last_name', 'password', 'password_confirmation']],
      [{ ...valid, email: 'nope' }, ['email']],
      [{ ...valid, password: 'short', password_confirmation: 'short' }, ['password']],
      [{ ...valid, password_confirmation: 'Different-1' }, ['password_confirmation']],
      [{ ...valid, first_name: '   ' }, ['first_name']],
      [{ ...valid, last_name: 'x'.repeat(101) }, ['last_name']],
      [{ ...valid, birth_at: '2990-01-01' }, ['birth_at']],
      [{ ...valid, birth_at: '1990-02-30' }, ['birth_at']],
      [{ ...valid, dial_code: '420' }, ['dial_code']],
      [{ ...valid, phone: 'call me' }, ['phone']],
      [{ ...valid, is_subscribed: 'yes' }, ['is_subscribed']],
      [{ ...valid, gender_oriented_product_preference: 'kids' }, ['gender_oriented_product_preference']],
      [{ ...valid, locale: 'de' }, ['locale']],
      [{ ...valid, is_admin: true }, ['is_admin']],
    ];
    for (const [body, fields] of cases) {
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const got = [...new Set(response.json().errors.map((e: { field: string }) => e.field))].sort();
      expect(got, JSON.stringify(body)).toEqual(fields.sort());
    }
  });

  it('serves the same registration at /customers/register, the spec’s other path', async () => {
    const email = 'eva.alias@example.com';
    const alias = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/customers/register', payload: payload as never });
    const response = await alias({ ...valid, email });
    expect(response.statusCode, response.body).toBe(201);
    const tokens = response.json<AuthTokens>();
    expect(tokens.customer).toMatchObject({ email, first_name: 'Petr', has_password: true });
    const me = await t.app.inject({ method: 'GET', url: '/me', headers: bearer(tokens.access_token) });
    expect(me.json().customer.id).toBe(tokens.customer.id);
    // One account per e-mail whichever path made it, and the same validation.
    expect((await register({ ...valid, email })).statusCode).toBe(422);
    const bad = await alias({ ...valid, email: 'nope', password_confirmation: 'Different-1' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'password_confirmation']);
  });

  it('the test helper registers unique customers', async () => {
    const a = await registerCustomer(t.app);
    const b = await registerCustomer(t.app, { first_name: 'Other' });
    expect(a.customerId).not.toBe(b.customerId);
    expect(a.email).not.toBe(b.email);
  });
});
