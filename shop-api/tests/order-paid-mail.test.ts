import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxMailListSchema } from '@contract/calls/sandbox-mailbox';
import { placeOrder, readyCart } from './helpers/checkout';
import { eventually, listeningTestApp, storefrontOrigin, type ListeningTestApp } from './helpers/orders';

/**
 * The "paid" mail (docs/mail.md): a card payment that succeeds sends it once, in the order's
 * language, whether the shopper's return, the gateway's notification or both (and their replays)
 * find the payment paid; a cancelled or failed payment sends none.
 */

let api: ListeningTestApp;
beforeAll(async () => {
  api = await listeningTestApp();
});
afterAll(() => api.close());

const gateways = {
  gopay: { paymentMethodId: 3, start: '/gopay-requests', field: 'return_url', answer: 'gateUrl', notify: 'id' },
  csob: { paymentMethodId: 4, start: '/csob/payment', field: 'return_uri', answer: 'gatewayUri', notify: 'payId' },
} as const;

async function placeCardOrder(gateway: keyof typeof gateways, language: string) {
  const headers = { 'language-preference': language };
  const cartId = await readyCart(api.app, { paymentMethodId: gateways[gateway].paymentMethodId, headers });
  const placed = await placeOrder(api.app, cartId, {}, { headers });
  return { id: placed.id, token: placed.access_token, email: placed.email, code: placed.code };
}

async function startPayment(gateway: keyof typeof gateways, order: { id: number; token: string }) {
  const g = gateways[gateway];
  const response = await api.app.inject({
    method: 'POST',
    url: g.start,
    headers: { 'x-order-token': order.token },
    payload: {
      order_id: order.id,
      [g.field]: `${storefrontOrigin}/api/payment-return/${gateway}`,
      ...(gateway === 'csob' ? { return_method: 'POST' } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const url = new URL(response.json<Record<string, string>>()[g.answer]!);
  return { path: url.pathname, id: url.pathname.split('/').pop()! };
}

const press = (path: string, action: 'pay' | 'cancel' | 'fail') =>
  api.app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

async function mailsTo(email: string) {
  const answer = await api.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(email)}` });
  return SandboxMailListSchema.parse(answer.json()).items;
}

const paidSubjects = { cs: /je zaplacená/, sk: /je zaplatená/, en: /is paid/ } as const;

describe('the paid mail', () => {
  it('GoPay, Czech: a cancel sends nothing; paying again sends one mail, whatever is replayed', async () => {
    const order = await placeCardOrder('gopay', 'cs');
    const cancelled = await startPayment('gopay', order);
    await press(cancelled.path, 'cancel');
    await api.app.inject({ url: `/payments/gopay/${cancelled.id}` });
    expect((await mailsTo(order.email)).map((m) => m.subject)).toEqual([
      `Potvrzení objednávky č. ${order.code} – Lumen Store`,
    ]);

    const payment = await startPayment('gopay', order);
    await press(payment.path, 'pay');
    // The shopper's return asks at once, the sandbox's notification arrives too; then both again.
    const states = await Promise.all([
      api.app.inject({ url: `/payments/gopay/${payment.id}` }),
      api.app.inject({ url: `/gopay/notify?id=${payment.id}` }),
      api.app.inject({ url: `/payments/gopay/${payment.id}` }),
    ]);
    for (const state of states) expect(state.json<{ state: string }>().state).toBe('paid');
    await api.app.inject({ url: `/gopay/notify?id=${payment.id}` });
    // The sandbox's own notification (a real HTTP call) has come and gone as well.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const paid = (await mailsTo(order.email)).filter((m) => paidSubjects.cs.test(m.subject));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.subject).toBe(`Objednávka č. ${order.code} je zaplacená – Lumen Store`);
    expect(paid[0]!.text).toContain('Celkem uhrazeno');
    expect(paid[0]!.text).not.toContain('Celkem k úhradě');
    expect(paid[0]!.text).not.toContain('není zaplacená');
    expect(paid[0]!.html).toContain('<html lang="cs">');
  });

  for (const language of ['sk', 'en'] as const) {
    it(`ČSOB, ${language}: paid by the notification alone, one mail in the order’s language`, async () => {
      const order = await placeCardOrder('csob', language);
      const payment = await startPayment('csob', order);
      await press(payment.path, 'pay');
      await eventually(async () => (await mailsTo(order.email)).some((m) => paidSubjects[language].test(m.subject)));
      await api.app.inject({ url: `/csob/notify?payId=${payment.id}` });
      await api.app.inject({ url: `/payments/csob/${payment.id}` });
      const paid = (await mailsTo(order.email)).filter((m) => paidSubjects[language].test(m.subject));
      expect(paid).toHaveLength(1);
      expect(paid[0]!.html).toContain(`<html lang="${language}">`);
      expect(paid[0]!.text).toContain(order.code);
    });
  }

  it('a failed payment sends no paid mail', async () => {
    const order = await placeCardOrder('gopay', 'en');
    const payment = await startPayment('gopay', order);
    await press(payment.path, 'fail');
    expect((await api.app.inject({ url: `/payments/gopay/${payment.id}` })).json<{ state: string }>().state).toBe(
      'failed',
    );
    expect((await mailsTo(order.email)).filter((m) => paidSubjects.en.test(m.subject))).toEqual([]);
  });
});
