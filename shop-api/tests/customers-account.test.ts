import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens, Customer } from '@contract/entities/customer';
import type { SandboxMail } from '@contract/calls/sandbox-mailbox';
import { customers, orderAddresses, orders, passwordResets } from '../src/db/schema';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { insertTestOrder } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, options: { token?: string; body?: unknown } = {}) =>
  t.app.inject({
    method,
    url,
    payload: options.body as never,
    headers: options.token ? bearer(options.token) : {},
  });

const login = async (email: string, password: string) => {
  const response = await call('POST', '/auth/login', { body: { email, password } });
  return { status: response.statusCode, tokens: response.json<AuthTokens>() };
};

const fields = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field).sort();

describe('own record', () => {
  let me: RegisteredCustomer;
  let other: RegisteredCustomer;
  beforeAll(async () => {
    me = await registerCustomer(t.app, { first_name: 'Eva' });
    other = await registerCustomer(t.app);
  });

  it('reads and changes only the signed-in customer; another id is 404 like an unknown one', async () => {
    const own = await call('GET', `/customers/${me.customerId}`, { token: me.accessToken });
    expect(own.statusCode).toBe(200);
    expect(own.json<Customer>().first_name).toBe('Eva');
    for (const id of [other.customerId, 999_999]) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const body = method === 'PATCH' ? { first_name: 'Hacked' } : undefined;
        const response = await call(method, `/customers/${id}`, { token: me.accessToken, body });
        expect(response.statusCode, `${method} ${id}`).toBe(404);
      }
      const password = await call('PUT', `/customers/${id}/password`, {
        token: me.accessToken,
        body: { current_password: me.password, password: 'Another-pass-1', password_confirmation: 'Another-pass-1' },
      });
      expect(password.statusCode).toBe(404);
    }
    const [untouched] = await t.db.select().from(customers).where(eq(customers.id, other.customerId));
    expect(untouched!.firstName).toBe('Test');
    expect((await call('GET', `/customers/${me.customerId}`)).statusCode).toBe(401);
    expect((await call('GET', `/customers/abc`, { token: me.accessToken })).statusCode).toBe(422);
  });

  it('patches the fields it is given and refuses bad ones', async () => {
    const response = await call('PATCH', `/customers/${me.customerId}`, {
      token: me.accessToken,
      body: { last_name: 'Malá', phone: '777 000 111', dial_code: '+421', birth_at: null, locale: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Customer>()).toMatchObject({
      first_name: 'Eva',
      last_name: 'Malá',
      phone: '777000111',
      dial_code: '+421',
      locale: 'en',
    });
    const cases: [unknown, string[]][] = [
      [{}, ['body']],
      [{ email: 'new@example.com' }, ['email']],
      [{ first_name: '' }, ['first_name']],
      [{ phone: 'abc' }, ['phone']],
      [{ is_subscribed: 1 }, ['is_subscribed']],
      [{ birth_at: 'tomorrow' }, ['birth_at']],
    ];
    for (const [body, expected] of cases) {
      const bad = await call('PATCH', `/customers/${me.customerId}`, { token: me.accessToken, body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(fields(bad.json()), JSON.stringify(body)).toEqual(expected);
    }
  });
});

describe('phone', () => {
  it('stores the phone registration takes without its spaces, and the account update takes it back', async () => {
    const customer = await registerCustomer(t.app, { phone: '777 123 456', dial_code: '+420' });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.customerId));
    expect(row!.phone).toBe('777123456');
    const own = await call('GET', `/customers/${customer.customerId}`, { token: customer.accessToken });
    const stored = own.json<Customer>().phone;
    const back = await call('PATCH', `/customers/${customer.customerId}`, {
      token: customer.accessToken,
      body: { phone: stored, dial_code: '+420' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<Customer>().phone).toBe('777123456');
  });

  it('refuses on the account page what registration refuses: the same 6 to 15 digits', async () => {
    const customer = await registerCustomer(t.app);
    for (const phone of ['12345', '1234567890123456', '123 456 789 012 345 6']) {
      const registration = await t.app.inject({
        method: 'POST',
        url: '/customers',
        payload: {
          first_name: 'Eva',
          last_name: 'Malá',
          email: `phone-${phone.length}@example.com`,
          password: 'Secret-pass-123',
          password_confirmation: 'Secret-pass-123',
          phone,
        },
      });
      const update = await call('PATCH', `/customers/${customer.customerId}`, {
        token: customer.accessToken,
        body: { phone },
      });
      expect([registration.statusCode, update.statusCode], phone).toEqual([422, 422]);
      expect(fields(registration.json()), phone).toEqual(['phone']);
      expect(fields(update.json()), phone).toEqual(['phone']);
    }
  });
});

describe('password change', () => {
  it('needs the current password and ends the other sessions, not this one', async () => {
    const customer = await registerCustomer(t.app);
    const second = await login(customer.email, customer.password);
    const url = `/customers/${customer.customerId}/password`;
    const wrong = await call('PUT', url, {
      token: customer.accessToken,
      body: { current_password: 'not-it', password: 'Brand-new-pass', password_confirmation: 'Brand-new-pass' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(fields(wrong.json())).toEqual(['current_password']);
    for (const body of [
      { current_password: customer.password, password: 'short', password_confirmation: 'short' },
      { current_password: customer.password, password: 'Brand-new-pass', password_confirmation: 'Other-pass-1' },
      { password: 'Brand-new-pass', password_confirmation: 'Brand-new-pass' },
    ]) {
      expect((await call('PUT', url, { token: customer.accessToken, body })).statusCode).toBe(422);
    }
    const ok = await call('PUT', url, {
      token: customer.accessToken,
      body: {
        current_password: customer.password,
        password: 'Brand-new-pass',
        password_confirmation: 'Brand-new-pass',
      },
    });
    expect(ok.statusCode).toBe(204);
    expect((await call('GET', '/me', { token: customer.accessToken })).statusCode).toBe(200);
    expect((await call('GET', '/me', { token: second.tokens.access_token })).statusCode).toBe(401);
    expect((await login(customer.email, customer.password)).status).toBe(401);
    expect((await login(customer.email, 'Brand-new-pass')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists the customer’s live sessions and ends one of them; another customer’s is 404', async () => {
    const customer = await registerCustomer(t.app);
    const second = await login(customer.email, customer.password);
    const other = await registerCustomer(t.app);
    const list = await call('GET', '/customer-sessions', { token: customer.accessToken });
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: { id: number; is_current: boolean }[] }>().items;
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.is_current)).toHaveLength(1);
    const secondId = items.find((s) => !s.is_current)!.id;
    const otherSessions = await call('GET', '/customer-sessions', { token: other.accessToken });
    const otherId = otherSessions.json<{ items: { id: number }[] }>().items[0]!.id;
    expect((await call('DELETE', `/customer-sessions/${otherId}`, { token: customer.accessToken })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/me', { token: other.accessToken })).statusCode).toBe(200);
    expect((await call('DELETE', `/customer-sessions/${secondId}`, { token: customer.accessToken })).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/me', { token: second.tokens.access_token })).statusCode).toBe(401);
    expect((await call('GET', '/customer-sessions')).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  /** The reset-link mails to the address (the account's welcome and security notices left out). */
  const mailTo = async (address: string) => {
    const response = await t.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(address)}` });
    return response.json<{ items: SandboxMail[] }>().items.filter((mail) => /[?&]token=/.test(mail.text));
  };

  it('always answers 202; only an account gets a link to the localized reset page', async () => {
    const customer = await registerCustomer(t.app, { locale: 'sk' });
    const unknown = await call('POST', '/passwords/customer', { body: { email: 'nobody-here@example.com' } });
    expect(unknown.statusCode).toBe(202);
    const known = await call('POST', '/passwords/customer', { body: { email: customer.email.toUpperCase() } });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    await expect.poll(async () => (await mailTo(customer.email)).length).toBe(1);
    expect(await mailTo('nobody-here@example.com')).toHaveLength(0);
    const [mail] = await mailTo(customer.email);
    const link = /http:\/\/localhost:3000\/sk\/obnova-hesla\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text);
    expect(link, mail!.text).not.toBeNull();
    const token = link![1]!;

    const otherSession = await login(customer.email, customer.password);
    const body = { token, new_password: 'Reset-pass-99', new_password_confirmation: 'Reset-pass-99' };
    const reset = await call('PUT', '/passwords/customer', { body });
    expect(reset.statusCode, reset.body).toBe(200);
    const tokens = reset.json<AuthTokens>();
    expect(tokens.customer.email_verified_at).not.toBeNull();
    expect((await call('GET', '/me', { token: tokens.access_token })).statusCode).toBe(200);
    expect((await call('GET', '/me', { token: otherSession.tokens.access_token })).statusCode).toBe(401);
    expect((await call('GET', '/me', { token: customer.accessToken })).statusCode).toBe(401);
    expect((await login(customer.email, 'Reset-pass-99')).status).toBe(200);

    const again = await call('PUT', '/passwords/customer', { body });
    expect(again.statusCode).toBe(422);
    expect(fields(again.json())).toEqual(['token']);
  });

  it('refuses an expired token and bad input', async () => {
    const customer = await registerCustomer(t.app);
    await call('POST', '/passwords/customer', { body: { email: customer.email } });
    await expect.poll(async () => (await mailTo(customer.email)).length).toBe(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec((await mailTo(customer.email))[0]!.text)![1]!;
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.customerId, customer.customerId));
    const expired = await call('PUT', '/passwords/customer', {
      body: { token, new_password: 'Reset-pass-99', new_password_confirmation: 'Reset-pass-99' },
    });
    expect(expired.statusCode).toBe(422);
    const cases: [unknown, string[]][] = [
      [{}, ['new_password', 'new_password_confirmation', 'token']],
      [{ token, new_password: 'short', new_password_confirmation: 'short' }, ['new_password']],
      [
        { token, new_password: 'Long-enough-1', new_password_confirmation: 'Long-enough-2' },
        ['new_password_confirmation'],
      ],
    ];
    for (const [body, expected] of cases) {
      const bad = await call('PUT', '/passwords/customer', { body });
      expect(bad.statusCode).toBe(422);
      expect(fields(bad.json())).toEqual(expected);
    }
    for (const body of [{}, { email: 'nope' }, { email: customer.email, extra: 1 }]) {
      expect((await call('POST', '/passwords/customer', { body })).statusCode).toBe(422);
    }
  });
});

describe('account deletion', () => {
  it('anonymizes the orders, ends every session and frees nothing to sign in with', async () => {
    const customer = await registerCustomer(t.app, { first_name: 'Karel', phone: '777 555 444', dial_code: '+420' });
    const second = await login(customer.email, customer.password);
    const order = await insertTestOrder(t.db, { paymentService: 1 });
    await t.db
      .update(orders)
      .set({ customerId: customer.customerId, email: customer.email })
      .where(eq(orders.id, order.id));
    await t.db
      .insert(orderAddresses)
      .values({ orderId: order.id, type: 2, firstName: 'Karel', lastName: 'X', phone: '777' });
    const response = await call('DELETE', `/customers/${customer.customerId}`, { token: customer.accessToken });
    expect(response.statusCode).toBe(204);
    expect((await call('GET', '/me', { token: customer.accessToken })).statusCode).toBe(401);
    expect((await call('GET', '/me', { token: second.tokens.access_token })).statusCode).toBe(401);
    expect((await call('POST', '/auth/refresh', { body: { refresh_token: customer.refreshToken } })).statusCode).toBe(
      401,
    );
    expect((await login(customer.email, customer.password)).status).toBe(401);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.customerId));
    expect(row).toMatchObject({ firstName: 'Anonymized', phone: null, passwordHash: null, isActive: false });
    expect(row!.email).not.toContain('example.com');
    expect(row!.deletedAt).not.toBeNull();
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.anonymizedAt).not.toBeNull();
    expect(stored!.email).not.toBe(customer.email);
    const addresses = await t.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, order.id));
    expect(addresses).toHaveLength(1);
    for (const address of addresses) expect(address).toMatchObject({ firstName: 'Anonymized', phone: null });
    // The e-mail can register again: a deleted account holds it no more.
    await registerCustomer(t.app, { email: customer.email });
  });
});

describe('first password of an account without one (made by a third-party sign-in)', () => {
  const newPassword = { password: 'First-pass-123', password_confirmation: 'First-pass-123' };

  it('sets it without a current password, once: then the current one is needed like anywhere', async () => {
    const customer = await registerCustomer(t.app);
    await t.db.update(customers).set({ passwordHash: null }).where(eq(customers.id, customer.customerId));
    const url = `/customers/${customer.customerId}/password`;
    const read = async () =>
      (await call('GET', `/customers/${customer.customerId}`, { token: customer.accessToken })).json<Customer>();
    expect((await read()).has_password).toBe(false);
    // A "current" password it never had is not right either.
    const guessed = await call('PUT', url, {
      token: customer.accessToken,
      body: { current_password: 'x', ...newPassword },
    });
    expect(guessed.statusCode).toBe(422);
    expect(fields(guessed.json())).toEqual(['current_password']);

    const first = await call('PUT', url, { token: customer.accessToken, body: newPassword });
    expect(first.statusCode, first.body).toBe(204);
    expect((await read()).has_password).toBe(true);
    expect((await login(customer.email, 'First-pass-123')).status).toBe(200);

    for (const body of [newPassword, { current_password: '', ...newPassword }]) {
      const again = await call('PUT', url, { token: customer.accessToken, body });
      expect(again.statusCode).toBe(422);
      expect(fields(again.json())).toEqual(['current_password']);
    }
  });

  it('sets one first password when two are sent at once', async () => {
    const customer = await registerCustomer(t.app);
    await t.db.update(customers).set({ passwordHash: null }).where(eq(customers.id, customer.customerId));
    const url = `/customers/${customer.customerId}/password`;
    const send = (password: string) =>
      call('PUT', url, { token: customer.accessToken, body: { password, password_confirmation: password } });
    const answers = await Promise.all([send('First-pass-aaa'), send('First-pass-bbb')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 422]);
    const won = answers[0]!.statusCode === 204 ? 'First-pass-aaa' : 'First-pass-bbb';
    expect((await login(customer.email, won)).status).toBe(200);
  });

  it('still needs the current password of an account that has one, also when it is left out', async () => {
    const customer = await registerCustomer(t.app);
    const url = `/customers/${customer.customerId}/password`;
    for (const body of [newPassword, { current_password: '', ...newPassword }]) {
      const refused = await call('PUT', url, { token: customer.accessToken, body });
      expect(refused.statusCode).toBe(422);
      expect(fields(refused.json())).toEqual(['current_password']);
    }
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });
});
