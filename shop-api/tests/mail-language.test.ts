import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxMailListSchema } from '@contract/calls/sandbox-mailbox';
import { placeOrder, readyCart, tee } from './helpers/checkout';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function mailTo(email: string) {
  const mailbox = SandboxMailListSchema.parse(
    (await t.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(email)}` })).json(),
  );
  expect(mailbox.items).toHaveLength(1);
  return mailbox.items[0]!;
}

describe('order mails speak the order’s language', () => {
  it('names the country and counts the pieces in English for an English order', async () => {
    const email = 'english-mail@example.com';
    await placeOrder(t.app, await readyCart(t.app, { email, items: [{ ...tee, amount: 1 }] }));
    const mail = await mailTo(email);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('Czechia');
      expect(part).not.toContain('Česko');
      expect(part).toContain('1 pc');
      expect(part).not.toContain('1 pcs');
    }
  });

  it('names the country in Slovak for a Slovak order', async () => {
    const email = 'slovak-mail@example.com';
    const headers = { 'language-preference': 'sk' };
    await placeOrder(t.app, await readyCart(t.app, { email, headers }), {}, { headers });
    const mail = await mailTo(email);
    expect(mail.subject).toContain('Potvrdenie objednávky');
    expect(mail.text).toContain('Česko');
    expect(mail.text).toMatch(/^Dobrý deň,\n/);
  });
});
