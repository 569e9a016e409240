import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterSubscription } from '@contract/calls/newsletters';
import { SandboxMailListSchema, type SandboxMail } from '@contract/calls/sandbox-mailbox';
import { customers, newsletters } from '../src/db/schema';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The newsletter's double opt-in (docs/customer-data.md, "Newsletter"). */

let t: TestApp;
let jana: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp();
  jana = await registerCustomer(t.app, { locale: 'cs' });
});
afterAll(async () => t?.close());

const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/newsletters', payload: payload as never, headers });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/newsletters/confirmations', payload: { token } });
const unsubscribe = (token: string) => t.app.inject({ method: 'DELETE', url: `/newsletters/${token}` });
const patchAccount = (customer: RegisteredCustomer, is_subscribed: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: `/customers/${customer.customerId}`,
    payload: { is_subscribed },
    headers: bearer(customer.accessToken),
  });

/** Every newsletter mail to the address (those with a newsletter link: an account's welcome is not one), newest first. */
async function mailsTo(email: string): Promise<SandboxMail[]> {
  await t.app.mailer.settled();
  const response = await t.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(email)}` });
  return SandboxMailListSchema.parse(response.json()).items.filter((mail) => mail.text.includes('/newsletter/'));
}

/** The link of the mail (the storefront's page with `?token=`). */
function linkIn(mail: SandboxMail | undefined): URL {
  const link = /https?:\/\/\S+[?&]token=[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no link in ${JSON.stringify(mail)}`);
  return new URL(link);
}
const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

const rowOf = async (email: string) => (await t.db.select().from(newsletters).where(eq(newsletters.email, email)))[0];
const isSubscribed = async (customerId: number) =>
  (await t.db.select({ s: customers.isSubscribed }).from(customers).where(eq(customers.id, customerId)))[0]?.s;

describe('subscribing (double opt-in)', () => {
  it('40 subscriptions of one address send one confirmation mail, in the shopper’s language, and subscribe nobody', async () => {
    const email = 'victim@example.com';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => subscribe({ email }, { 'language-preference': 'sk' })),
    );
    for (let i = 0; i < 20; i++) answers.push(await subscribe({ email: ` Victim@Example.com ` }));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.json()).toEqual({ email });
    }
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Potvrďte odber newslettera Lumen');
    const link = linkIn(mails[0]);
    expect(link.pathname).toBe('/sk/newsletter/potvrdenie');
    expect(await rowOf(email)).toMatchObject({ confirmedAt: null, locale: 'sk' });
  });

  it('answers a subscribed address the same, without a mail', async () => {
    const email = 'already@example.com';
    await subscribe({ email });
    expect((await confirm(tokenOf(linkIn((await mailsTo(email))[0])))).statusCode).toBe(200);
    const before = (await mailsTo(email)).length;
    const again = await subscribe({ email }, { 'language-preference': 'cs' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ email });
    expect(await mailsTo(email)).toHaveLength(before);
  });

  it('gives an unconfirmed address no newsletter: no subscription, no welcome mail, the account’s flag stays off', async () => {
    const response = await subscribe({ email: jana.email });
    expect(response.statusCode).toBe(202);
    expect(await isSubscribed(jana.customerId)).toBe(false);
    expect((await rowOf(jana.email))?.confirmedAt).toBeNull();
    const mails = await mailsTo(jana.email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your subscription to the Lumen newsletter']);
    expect(mails[0]?.text).not.toMatch(/unsubscribe/i);
  });

  it('confirms with the mailed link once, then mails the welcome with a working unsubscribe link', async () => {
    const email = 'reader@example.com';
    await subscribe({ email, gender_oriented_product_preference: 'women' }, { 'language-preference': 'cs' });
    const link = linkIn((await mailsTo(email))[0]);
    expect(link.pathname).toBe('/cs/newsletter/potvrzeni');
    const confirmed = await confirm(tokenOf(link));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<NewsletterSubscription>()).toMatchObject({
      email,
      gender_oriented_product_preference: 'women',
    });
    expect((await rowOf(email))?.confirmedAt).toBeInstanceOf(Date);
    const used = await confirm(tokenOf(link));
    expect(used.statusCode).toBe(404);

    const welcome = (await mailsTo(email))[0];
    expect(welcome?.subject).toBe('Odebíráte newsletter Lumen');
    const unsubscribeLink = linkIn(welcome);
    expect(unsubscribeLink.pathname).toBe('/cs/newsletter/odhlaseni');
    expect(tokenOf(unsubscribeLink)).not.toBe(tokenOf(link));
    expect((await unsubscribe(tokenOf(unsubscribeLink))).statusCode).toBe(204);
    expect((await unsubscribe(tokenOf(unsubscribeLink))).statusCode).toBe(404);
    expect((await rowOf(email))?.confirmedAt).toBeNull();
  });

  it('gives the welcome the one-click unsubscribe headers of RFC 8058, with a token that unsubscribes', async () => {
    const email = 'one-click@example.com';
    await subscribe({ email }, { 'language-preference': 'en' });
    expect((await confirm(tokenOf(linkIn((await mailsTo(email))[0])))).statusCode).toBe(200);
    const welcome = (await mailsTo(email))[0];
    const header = welcome?.headers['list-unsubscribe'] ?? '';
    const oneClick = new URL(/^<([^>]+)>$/.exec(header)?.[1] ?? 'about:blank');
    expect(oneClick.pathname).toBe('/api/newsletter/unsubscribe');
    expect(oneClick.origin).toBe(linkIn(welcome).origin);
    expect(welcome?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await unsubscribe(tokenOf(oneClick))).statusCode).toBe(204);
    expect((await rowOf(email))?.confirmedAt).toBeNull();
  });

  it('sends no list headers with the confirmation mail: nothing to leave before it is confirmed', async () => {
    const email = 'not-yet@example.com';
    await subscribe({ email });
    expect((await mailsTo(email))[0]?.headers).toEqual({});
  });

  it('keeps the customer’s is_subscribed in step once the mailbox owner confirms', async () => {
    const petr = await registerCustomer(t.app, { locale: 'sk' });
    await subscribe({ email: petr.email }, bearer(petr.accessToken));
    expect(await isSubscribed(petr.customerId)).toBe(false);
    expect((await confirm(tokenOf(linkIn((await mailsTo(petr.email))[0])))).statusCode).toBe(200);
    expect(await isSubscribed(petr.customerId)).toBe(true);
    const welcome = (await mailsTo(petr.email))[0];
    expect((await unsubscribe(tokenOf(linkIn(welcome)))).statusCode).toBe(204);
    expect(await isSubscribed(petr.customerId)).toBe(false);
  });

  it('mails a new link a day later; the old one no longer confirms', async () => {
    const email = 'later@example.com';
    await subscribe({ email });
    const first = tokenOf(linkIn((await mailsTo(email))[0]));
    await t.db
      .update(newsletters)
      .set({ confirmationSentAt: sql`now() - interval '25 hours'` })
      .where(eq(newsletters.email, email));
    await subscribe({ email });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect((await confirm(first)).statusCode).toBe(404);
    expect((await confirm(tokenOf(linkIn(mails[0])))).statusCode).toBe(200);
  });

  it('does not confirm with a link older than a week', async () => {
    const email = 'stale@example.com';
    await subscribe({ email });
    const token = tokenOf(linkIn((await mailsTo(email))[0]));
    await t.db
      .update(newsletters)
      .set({ confirmationSentAt: sql`now() - interval '8 days'` })
      .where(eq(newsletters.email, email));
    expect((await confirm(token)).statusCode).toBe(404);
  });
});

describe('subscribing from the account', () => {
  it('asks an unverified e-mail to confirm, once a day however often the switch is flipped', async () => {
    const eva = await registerCustomer(t.app, { locale: 'en' });
    for (let i = 0; i < 5; i++) {
      const on = await patchAccount(eva, true);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json<{ is_subscribed: boolean }>().is_subscribed).toBe(false);
      expect((await patchAccount(eva, false)).statusCode).toBe(200);
    }
    const mails = await mailsTo(eva.email);
    expect(mails).toHaveLength(1);
    expect(linkIn(mails[0]).pathname).toBe('/en/newsletter/confirm');
    await patchAccount(eva, true);
    expect((await confirm(tokenOf(linkIn(mails[0])))).statusCode).toBe(200);
    expect(await isSubscribed(eva.customerId)).toBe(true);
    const off = await patchAccount(eva, false);
    expect(off.json<{ is_subscribed: boolean }>().is_subscribed).toBe(false);
    expect((await rowOf(eva.email))?.confirmedAt).toBeNull();
  });

  it('subscribes a verified e-mail at once, without a mail', async () => {
    const ota = await registerCustomer(t.app);
    await t.db.update(customers).set({ emailVerifiedAt: new Date() }).where(eq(customers.id, ota.customerId));
    const on = await patchAccount(ota, true);
    expect(on.json<{ is_subscribed: boolean }>().is_subscribed).toBe(true);
    expect((await rowOf(ota.email))?.confirmedAt).toBeInstanceOf(Date);
    expect(await mailsTo(ota.email)).toEqual([]);
  });

  it('asks for the confirmation at registration when asked to subscribe', async () => {
    const subscriber = await registerCustomer(t.app, { is_subscribed: true, locale: 'sk' });
    expect(await isSubscribed(subscriber.customerId)).toBe(false);
    const mails = await mailsTo(subscriber.email);
    expect(mails).toHaveLength(1);
    expect(linkIn(mails[0]).pathname).toBe('/sk/newsletter/potvrdenie');
    expect((await confirm(tokenOf(linkIn(mails[0])))).statusCode).toBe(200);
    expect(await isSubscribed(subscriber.customerId)).toBe(true);
  });
});

describe('bad input', () => {
  it('refuses it', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{}, 'email'],
      [{ email: 42 }, 'email'],
      [{ email: 'a@example.com', name: 'X' }, 'name'],
      [{ email: 'a@example.com', gender_oriented_product_preference: 'kids' }, 'gender_oriented_product_preference'],
    ];
    for (const [body, field] of cases) {
      const response = await subscribe(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect((response.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    }
    for (const token of ['short', 'a'.repeat(44), `${'a'.repeat(42)}!`]) {
      expect((await unsubscribe(encodeURIComponent(token))).statusCode).toBe(422);
      expect((await confirm(token)).statusCode).toBe(422);
    }
    expect((await unsubscribe('a'.repeat(43))).statusCode).toBe(404);
    expect((await confirm('a'.repeat(43))).statusCode).toBe(404);
  });

  it('answers 401 to a bearer that is not valid (a guest sends none)', async () => {
    expect((await subscribe({ email: 'b@example.com' }, bearer('q'.repeat(43)))).statusCode).toBe(401);
  });
});
