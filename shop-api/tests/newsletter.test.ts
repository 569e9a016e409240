import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterSubscription } from '@contract/calls/newsletters';
import { SandboxMailListSchema } from '@contract/calls/sandbox-mailbox';
import { customers, newsletters } from '../src/db/schema';
import { setSubscription } from '../src/newsletter/newsletter.service';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let jana: RegisteredCustomer;
beforeAll(async () => {
  t = await createTestApp();
  jana = await registerCustomer(t.app);
});
afterAll(async () => t?.close());

const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/newsletters', payload: payload as never, headers });
const unsubscribe = (token: string) => t.app.inject({ method: 'DELETE', url: `/newsletters/${token}` });

/** The unsubscribe token of the newest confirmation mail to the address. */
async function mailedToken(email: string): Promise<string> {
  await t.app.mailer.settled();
  const mailbox = SandboxMailListSchema.parse(
    (await t.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(email)}` })).json(),
  );
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mailbox.items[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no unsubscribe link mailed to ${email}`);
  return token;
}
const isSubscribed = async (customerId: number) =>
  (await t.db.select({ s: customers.isSubscribed }).from(customers).where(eq(customers.id, customerId)))[0]?.s;

describe('newsletter', () => {
  it('subscribes a guest once, mails the unsubscribe link and stores only its hash', async () => {
    const first = await subscribe(
      { email: 'Host@Example.com', gender_oriented_product_preference: 'women' },
      {
        'language-preference': 'sk',
      },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<NewsletterSubscription>()).toMatchObject({
      email: 'host@example.com',
      gender_oriented_product_preference: 'women',
    });
    const token = await mailedToken('host@example.com');
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.email, 'host@example.com'));
    expect(row).toMatchObject({ locale: 'sk', customerId: null });
    expect(row!.unsubscribeTokenHash).not.toContain(token);
    const again = await subscribe({ email: 'host@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json<NewsletterSubscription>().id).toBe(first.json<NewsletterSubscription>().id);
    expect((await unsubscribe(token)).statusCode).toBe(204);
    expect((await unsubscribe(token)).statusCode).toBe(404);
  });

  it('keeps a customer’s is_subscribed in step with the subscription of their e-mail', async () => {
    const response = await subscribe({ email: jana.email }, bearer(jana.accessToken));
    expect(response.statusCode, response.body).toBe(201);
    expect(await isSubscribed(jana.customerId)).toBe(true);
    expect((await unsubscribe(await mailedToken(jana.email))).statusCode).toBe(204);
    expect(await isSubscribed(jana.customerId)).toBe(false);
  });

  it('sets the subscription from the account (setSubscription)', async () => {
    const { unsubscribeToken } = await setSubscription(t.db, jana.customerId, true);
    expect(unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isSubscribed(jana.customerId)).toBe(true);
    expect((await setSubscription(t.db, jana.customerId, true)).unsubscribeToken).toBeNull();
    await setSubscription(t.db, jana.customerId, false);
    expect(await isSubscribed(jana.customerId)).toBe(false);
    expect(await t.db.select().from(newsletters).where(eq(newsletters.email, jana.email))).toEqual([]);
    expect((await unsubscribe(unsubscribeToken!)).statusCode).toBe(404);
  });

  it('refuses bad input', async () => {
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
    for (const token of ['short', 'a'.repeat(44), `${'a'.repeat(42)}!`])
      expect((await unsubscribe(encodeURIComponent(token))).statusCode).toBe(422);
    expect((await unsubscribe('a'.repeat(43))).statusCode).toBe(404);
  });

  it('answers 401 to a bearer that is not valid (a guest sends none)', async () => {
    expect((await subscribe({ email: 'b@example.com' }, bearer('q'.repeat(43)))).statusCode).toBe(401);
  });
});
