import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxMailListSchema, type SandboxMail } from '@contract/calls/sandbox-mailbox';
import type { AuthTokens } from '@contract/entities/customer';
import { customerAddresses, customers } from '../src/db/schema';
import { call, cartCall } from './helpers/cart-client';
import { czechBilling, placeOrder, readyCart } from './helpers/checkout';
import { bearer, registerCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The account mails (docs/mail.md) and what an account made at checkout keeps
 * (docs/customer-accounts.md): the welcome of a registration and of a checkout account, the
 * newsletter's confirmation beside it when asked, the security notice of a changed or reset password.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Every mail to the address, newest first. */
async function mailsTo(email: string): Promise<SandboxMail[]> {
  await t.app.mailer.settled();
  const response = await t.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(email)}` });
  return SandboxMailListSchema.parse(response.json()).items;
}

const linksIn = (mail: SandboxMail | undefined) =>
  [...(mail?.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));

const welcomeSubjects = {
  cs: 'Vítejte v Lumen Store – váš účet je připravený',
  sk: 'Vitajte v Lumen Store – váš účet je pripravený',
  en: 'Welcome to Lumen Store – your account is ready',
} as const;

describe('registration', () => {
  it.each([
    ['cs', '/cs/zakaznik/dashboard'],
    ['sk', '/sk/zakaznik/dashboard'],
    ['en', '/en/customer/dashboard'],
  ] as const)('%s: a welcome in the customer’s language, linking to the customer area', async (locale, path) => {
    const customer = await registerCustomer(t.app, { locale });
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([welcomeSubjects[locale]]);
    const [welcome] = mails;
    expect(welcome!.text).toContain(customer.email);
    expect(linksIn(welcome).map((url) => url.pathname)).toEqual([path]);
    expect(welcome!.html).toContain(`lang="${locale}"`);
    expect(welcome!.text).not.toContain(customer.password);
  });

  it('with the newsletter ticked, the welcome says a confirmation follows, which goes too', async () => {
    const customer = await registerCustomer(t.app, { locale: 'sk', is_subscribed: true });
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      ['Potvrďte odber newslettera Lumen', welcomeSubjects.sk].sort(),
    );
    const welcome = mails.find((mail) => mail.subject === welcomeSubjects.sk);
    expect(welcome!.text).toContain('O newsletter ste požiadali');
  });
});

describe('security notices', () => {
  it('a password change mails a notice without the password or a token, in the customer’s language', async () => {
    const customer = await registerCustomer(t.app, { locale: 'cs' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/customers/${customer.customerId}/password`,
      headers: bearer(customer.accessToken),
      payload: {
        current_password: customer.password,
        password: 'Changed-pass-42',
        password_confirmation: 'Changed-pass-42',
      },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const notice = (await mailsTo(customer.email)).find((mail) => mail.subject.startsWith('Heslo'));
    expect(notice?.subject).toBe('Heslo k vašemu účtu bylo změněno – Lumen Store');
    expect(notice!.text).toContain('Všechna ostatní zařízení přihlášená k vašemu účtu jsme odhlásili.');
    expect(notice!.text).toMatch(/^Kdy: .*2\d{3}/m);
    for (const part of [notice!.text, notice!.html]) {
      expect(part).not.toContain('Changed-pass-42');
      expect(part).not.toContain(customer.password);
      expect(part).not.toMatch(/token=/);
    }
    expect(linksIn(notice).map((url) => url.pathname)).toEqual(['/cs/prihlaseni']);
  });

  it('a wrong current password changes nothing and mails nothing', async () => {
    const customer = await registerCustomer(t.app, { locale: 'en' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/customers/${customer.customerId}/password`,
      headers: bearer(customer.accessToken),
      payload: {
        current_password: 'Not-the-one-1',
        password: 'Changed-pass-42',
        password_confirmation: 'Changed-pass-42',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect((await mailsTo(customer.email)).map((mail) => mail.subject)).toEqual([welcomeSubjects.en]);
  });

  it('a reset with the mailed link mails a notice that holds neither the link’s token nor the new password', async () => {
    const customer = await registerCustomer(t.app, { locale: 'en' });
    await t.app.inject({ method: 'POST', url: '/passwords/customer', payload: { email: customer.email } });
    const resetMail = (await mailsTo(customer.email)).find((mail) => /token=/.test(mail.text));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(resetMail!.text)![1]!;
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/passwords/customer',
      payload: { token, new_password: 'Reset-pass-77', new_password_confirmation: 'Reset-pass-77' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const notice = (await mailsTo(customer.email)).find((mail) => mail.subject.startsWith('Your password'));
    expect(notice?.subject).toBe('Your password was reset – Lumen Store');
    expect(notice!.to).toEqual([`Test Customer <${customer.email}>`]);
    for (const part of [notice!.text, notice!.html]) {
      expect(part).not.toContain(token);
      expect(part).not.toContain('Reset-pass-77');
      expect(part).not.toMatch(/token=/);
    }
    expect(notice!.text).toContain('For your safety this e-mail contains neither your password nor a link');
    // A used link resets nothing more and mails nothing more.
    const before = (await mailsTo(customer.email)).length;
    const again = await t.app.inject({
      method: 'PUT',
      url: '/passwords/customer',
      payload: { token, new_password: 'Reset-pass-78', new_password_confirmation: 'Reset-pass-78' },
    });
    expect(again.statusCode).toBe(422);
    expect(await mailsTo(customer.email)).toHaveLength(before);
  });
});

describe('an account made at checkout', () => {
  const company = {
    ...czechBilling,
    is_company: true,
    company_name: 'Lumen Test s.r.o.',
    company_identification_number: '27074358',
    company_vat_number: 'CZ27074358',
  };
  const delivery = {
    first_name: 'Petr',
    last_name: 'Novák',
    dial_code: '+420',
    phone: '777888999',
    street: 'Jiná 5',
    city: 'Brno',
    post_code: '602 00',
    country_id: 1,
  };

  it('keeps the phone, the company and both addresses, welcomes and asks to confirm the newsletter', async () => {
    const email = `checkout-account-${Date.now()}@example.com`;
    const cartId = await readyCart(t.app, { email, shippingMethodId: 3, paymentMethodId: 1, billing: company });
    await cartCall(t.app, 'PATCH', `/carts/${cartId}`, { body: { has_shipping_address: true } });
    const shipping = await call(t.app, 'PATCH', `/carts/${cartId}/addresses/shipping`, { body: delivery });
    expect(shipping.status).toBe(200);
    const order = await placeOrder(t.app, cartId, {
      create_new_account: true,
      password: 'Checkout-pass-1',
      newsletter: true,
    });
    expect(order.account_notice).toBe('account_created');

    const login = await call(t.app, 'POST', '/auth/login', { body: { email, password: 'Checkout-pass-1' } });
    const tokens = login.body as AuthTokens;
    expect(tokens.customer).toMatchObject({ dial_code: '+420', phone: '601234567', first_name: 'Jana' });
    const book = await call(t.app, 'GET', '/customer-addresses', { headers: bearer(tokens.access_token) });
    expect(book.status).toBe(200);
    const items = (book.body as { items: Record<string, unknown>[] }).items;
    expect(items).toHaveLength(2);
    expect(items).toContainEqual(
      expect.objectContaining({
        street: 'Korunní 12',
        phone: '601234567',
        is_company: true,
        company_name: 'Lumen Test s.r.o.',
        company_identification_number: '27074358',
        company_vat_number: 'CZ27074358',
        is_billing_default: true,
        is_shipping_default: false,
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        first_name: 'Petr',
        street: 'Jiná 5',
        city: 'Brno',
        is_company: false,
        is_billing_default: false,
        is_shipping_default: true,
      }),
    );

    const subjects = (await mailsTo(email)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects).toEqual(
      expect.arrayContaining([
        welcomeSubjects.en,
        'Confirm your subscription to the Lumen newsletter',
        expect.stringContaining(order.code),
      ]),
    );
    const welcome = (await mailsTo(email)).find((mail) => mail.subject === welcomeSubjects.en);
    expect(welcome!.text).toContain(`we created your customer account with order ${order.code}`);
    expect(welcome!.text).toContain('saved in your address book');
    expect(welcome!.text).toContain('You asked for our newsletter');
    expect(welcome!.text).not.toContain('Checkout-pass-1');
  });

  it('one address for both, no newsletter: one address book entry, the welcome and the confirmation only', async () => {
    const email = `checkout-single-${Date.now()}@example.com`;
    const cartId = await readyCart(t.app, { email, shippingMethodId: 2, paymentMethodId: 1 });
    const order = await placeOrder(t.app, cartId, { create_new_account: true, password: 'Checkout-pass-2' });
    const [account] = await t.db.select().from(customers).where(eq(customers.email, email));
    expect(account).toMatchObject({ phone: '601234567', dialCode: '+420', isSubscribed: false });
    const book = await t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, account!.id));
    expect(book).toEqual([
      expect.objectContaining({
        street: 'Korunní 12',
        isCompany: false,
        companyName: null,
        isBillingDefault: true,
        isShippingDefault: true,
      }),
    ]);
    const subjects = (await mailsTo(email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([expect.stringContaining(order.code), welcomeSubjects.en].sort());
  });

  it('an e-mail registered already gets no welcome, and its account keeps its own details', async () => {
    const owner = await registerCustomer(t.app, { locale: 'en' });
    const cartId = await readyCart(t.app, { email: owner.email });
    const order = await placeOrder(t.app, cartId, { create_new_account: true, password: 'Other-pass-123' });
    expect(order.account_notice).toBe('email_already_registered');
    const subjects = (await mailsTo(owner.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === welcomeSubjects.en)).toHaveLength(1);
    expect(
      await t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, owner.customerId)),
    ).toEqual([]);
  });
});
