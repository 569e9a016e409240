import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, readyCart } from './helpers/checkout';
import { listeningTestApp, storefrontOrigin, type ListeningTestApp } from './helpers/orders';

let api: ListeningTestApp;
beforeAll(async () => {
  api = await listeningTestApp();
});
afterAll(() => api.close());

/** A card-paid order placed in the language, and its sandbox pay page opened as a browser would (no headers). */
async function payPageOf(language: string, gateway: 'gopay' | 'csob', payingIn?: string) {
  const headers = { 'language-preference': language };
  const order = await placeOrder(
    api.app,
    await readyCart(api.app, { paymentMethodId: gateway === 'gopay' ? 3 : 4, headers }),
    {},
    { headers },
  );
  const orderHeaders = {
    'x-order-token': order.access_token,
    ...(payingIn ? { 'language-preference': payingIn } : {}),
  };
  const started =
    gateway === 'gopay'
      ? await api.app.inject({
          method: 'POST',
          url: '/gopay-requests',
          headers: orderHeaders,
          payload: { order_id: order.id, return_url: `${storefrontOrigin}/api/payment-return/gopay` },
        })
      : await api.app.inject({
          method: 'POST',
          url: '/csob/payment',
          headers: orderHeaders,
          payload: {
            order_id: order.id,
            return_uri: `${storefrontOrigin}/api/payment-return/csob`,
            return_method: 'POST',
          },
        });
  expect(started.statusCode, started.body).toBe(201);
  const body = started.json<{ gateUrl?: string; gatewayUri?: string }>();
  const url = new URL((body.gateUrl ?? body.gatewayUri)!);
  return (await api.app.inject({ url: url.pathname })).body;
}

describe('the sandbox pay page speaks the order’s language', () => {
  it.each([
    ['sk', 'gopay', 'Platba objednávky', 'Zaplatiť'],
    ['sk', 'csob', 'Platba objednávky', 'Zaplatiť'],
    ['en', 'gopay', 'Payment of order', 'Pay'],
    ['cs', 'csob', 'Platba objednávky', 'Zaplatit'],
  ] as const)('%s order, %s', async (language, gateway, heading, pay) => {
    const page = await payPageOf(language, gateway);
    expect(page).toContain(`<html lang="${language}">`);
    expect(page).toContain(heading);
    expect(page).toContain(pay);
  });

  it('speaks the shopper’s language when it changed since the order: Slovak for a Czech order paid from a Slovak page', async () => {
    for (const gateway of ['gopay', 'csob'] as const) {
      const page = await payPageOf('cs', gateway, 'sk');
      expect(page).toContain('<html lang="sk">');
      expect(page).toContain('Zaplatiť');
    }
  });
});
