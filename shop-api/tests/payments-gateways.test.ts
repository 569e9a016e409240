import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentServices } from '@contract/codes/payment-services';
import { placeOrder, readyCart } from './helpers/checkout';
import {
  eventually,
  insertTestOrder,
  listeningTestApp,
  storefrontOrigin,
  type ListeningTestApp,
} from './helpers/orders';

let api: ListeningTestApp;
beforeAll(async () => {
  api = await listeningTestApp();
});
afterAll(() => api.close());

const returnUrl = `${storefrontOrigin}/api/payment-return/gopay`;
const returnUri = `${storefrontOrigin}/api/payment-return/csob`;

async function startGoPay(order: { id: number; token: string }, url = returnUrl) {
  return api.app.inject({
    method: 'POST',
    url: '/gopay-requests',
    headers: { 'x-order-token': order.token },
    payload: { order_id: order.id, return_url: url, payload: { lang: 'CS' } },
  });
}

async function startCsob(order: { id: number; token: string }, uri = returnUri) {
  return api.app.inject({
    method: 'POST',
    url: '/csob/payment',
    headers: { 'x-order-token': order.token },
    payload: { order_id: order.id, return_uri: uri, return_method: 'POST' },
  });
}

/** The path of a gateway URL the API answered (its public URL is this test's listening address). */
const pathOf = (url: string) => {
  expect(url.startsWith(`${api.baseUrl}/sandbox/`)).toBe(true);
  return new URL(url).pathname;
};
const paymentIdOf = (url: string) => pathOf(url).split('/').pop() as string;

/** A form button of the pay page, pressed as a browser would (a form post with an empty body). */
const press = (path: string, action: string) =>
  api.app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

const readOrder = async (order: { id: number; token: string }) =>
  (await api.app.inject({ url: `/orders/${order.id}`, headers: { 'x-order-token': order.token } })).json<{
    paid_at: string | null;
  }>();

const stateOf = async (gateway: string, id: string) =>
  (await api.app.inject({ url: `/payments/${gateway}/${id}` })).json<{ state: string; order_id: number }>();

describe('GoPay sandbox', () => {
  it('pays: the pay page, Pay, back to return_url?id=, and the order paid by the notification', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.goPay });
    const started = await startGoPay(order);
    expect(started.statusCode).toBe(201);
    const { gateUrl } = started.json<{ gateUrl: string }>();
    const path = pathOf(gateUrl);
    const id = paymentIdOf(gateUrl);
    expect(id).toMatch(/^\d{19}$/);

    const page = await api.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${storefrontOrigin}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(order.code);
    expect(page.body).toContain('CZK');
    expect(page.body).toContain('4111 1111 1111 1111');
    for (const action of ['pay', 'cancel', 'fail'])
      expect(page.body).toContain(`<form method="post" action="${path}/${action}">`);

    const paid = await press(path, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${returnUrl}?id=${id}`);
    await eventually(async () => (await readOrder(order)).paid_at !== null);
    expect(await stateOf('gopay', id)).toEqual({ id, gateway: 'gopay', order_id: order.id, state: 'paid' });

    const closed = await api.app.inject({ url: path });
    expect(closed.body).toContain('This payment has been paid.');
    expect(closed.body).not.toContain('/pay"');
  });

  it('cancel, then pay again: a new payment of the same order', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.goPay });
    const first = (await startGoPay(order)).json<{ gateUrl: string }>().gateUrl;
    expect((await press(pathOf(first), 'cancel')).statusCode).toBe(303);
    expect((await stateOf('gopay', paymentIdOf(first))).state).toBe('cancelled');
    expect((await readOrder(order)).paid_at).toBeNull();

    const second = (await startGoPay(order)).json<{ gateUrl: string }>().gateUrl;
    expect(paymentIdOf(second)).not.toBe(paymentIdOf(first));
    await press(pathOf(second), 'pay');
    expect((await stateOf('gopay', paymentIdOf(second))).state).toBe('paid');
    expect((await readOrder(order)).paid_at).not.toBeNull();
    // The first stays cancelled: its page can no longer take money.
    expect((await stateOf('gopay', paymentIdOf(first))).state).toBe('cancelled');
    const retry = await press(pathOf(first), 'pay');
    expect(retry.statusCode).toBe(303);
    expect((await stateOf('gopay', paymentIdOf(first))).state).toBe('cancelled');
  });

  it('fails: the payment is failed and the order stays unpaid; a newer payment replaces an open one', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.goPay });
    const open = (await startGoPay(order)).json<{ gateUrl: string }>().gateUrl;
    const newer = (await startGoPay(order)).json<{ gateUrl: string }>().gateUrl;
    expect((await stateOf('gopay', paymentIdOf(open))).state).toBe('cancelled');
    expect((await api.app.inject({ url: pathOf(open) })).body).toContain('This payment has been cancelled.');
    await press(pathOf(newer), 'fail');
    expect((await stateOf('gopay', paymentIdOf(newer))).state).toBe('failed');
    expect((await readOrder(order)).paid_at).toBeNull();
  });

  it('marks the order paid by the notification alone, when the shopper closes the tab after paying', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.goPay });
    const gateUrl = (await startGoPay(order)).json<{ gateUrl: string }>().gateUrl;
    // Pressed in a real browser-like request to the listening API; the redirect is not followed.
    const response = await fetch(`${gateUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    await eventually(async () => (await readOrder(order)).paid_at !== null);
  });

  it('answers notifications idempotently: a replay changes nothing, unknown and foreign ids are 404', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.goPay });
    const gateUrl = (await startGoPay(order)).json<{ gateUrl: string }>().gateUrl;
    const id = paymentIdOf(gateUrl);
    await press(pathOf(gateUrl), 'pay');
    const first = await api.app.inject({ url: `/gopay/notify?id=${id}` });
    expect(first.statusCode).toBe(200);
    const paidAt = (await readOrder(order)).paid_at;
    const again = await api.app.inject({ url: `/gopay/notify?id=${id}` });
    expect(again.json()).toEqual(first.json());
    expect((await readOrder(order)).paid_at).toBe(paidAt);

    expect((await api.app.inject({ url: '/gopay/notify?id=1234567890' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: `/csob/notify?payId=${id}` })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/gopay/notify' })).statusCode).toBe(422);
    expect((await api.app.inject({ url: '/gopay/notify?id=a%20b' })).statusCode).toBe(422);
  });
});

describe('ČSOB sandbox', () => {
  it('pays: the page posts payId, dttm, resultCode, paymentStatus and a signature back to return_uri', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.csob });
    const started = await startCsob(order);
    expect(started.statusCode).toBe(201);
    const { gatewayUri } = started.json<{ gatewayUri: string }>();
    const id = paymentIdOf(gatewayUri);
    expect(id).toMatch(/^[A-Za-z0-9]{15}$/);
    expect((await api.app.inject({ url: pathOf(gatewayUri) })).body).toContain(order.code);

    const returned = await press(pathOf(gatewayUri), 'pay');
    expect(returned.statusCode).toBe(200);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(returned.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(returned.body).toContain(`<script nonce="${nonce}">`);
    expect(returned.body).toContain(`<form id="return" method="post" action="${returnUri}">`);
    expect(returned.body).toContain(`name="payId" value="${id}"`);
    expect(returned.body).toContain('name="resultCode" value="0"');
    expect(returned.body).toContain('name="paymentStatus" value="7"');
    expect(returned.body).toMatch(/name="dttm" value="\d{14}"/);
    expect(returned.body).toMatch(/name="signature" value="[A-Za-z0-9+/=]+"/);
    expect(returned.body).toContain('<button type="submit"');
    await eventually(async () => (await readOrder(order)).paid_at !== null);
    expect((await stateOf('csob', id)).state).toBe('paid');
  });

  it('cancel, then pay again; fail', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.csob });
    const first = (await startCsob(order)).json<{ gatewayUri: string }>().gatewayUri;
    const cancelled = await press(pathOf(first), 'cancel');
    expect(cancelled.body).toContain('name="paymentStatus" value="3"');
    expect((await stateOf('csob', paymentIdOf(first))).state).toBe('cancelled');
    const failing = (await startCsob(order)).json<{ gatewayUri: string }>().gatewayUri;
    expect((await press(pathOf(failing), 'fail')).body).toContain('name="paymentStatus" value="6"');
    expect((await stateOf('csob', paymentIdOf(failing))).state).toBe('failed');
    expect((await readOrder(order)).paid_at).toBeNull();
    const again = (await startCsob(order)).json<{ gatewayUri: string }>().gatewayUri;
    await press(pathOf(again), 'pay');
    expect((await stateOf('csob', paymentIdOf(again))).state).toBe('paid');
    expect((await readOrder(order)).paid_at).not.toBeNull();
  });
});

describe('a placed order, paid by card', () => {
  it('goes from the cart to a paid order through GoPay, and its state is asked of the gateway on return', async () => {
    const placed = await placeOrder(api.app, await readyCart(api.app, { shippingMethodId: 3, paymentMethodId: 3 }));
    expect(placed.payment).toMatchObject({
      payment_service: paymentServices.goPay,
      is_online: true,
      is_pay_later: false,
    });
    expect(placed.payment_instructions).toBeNull();
    const order = { id: placed.id, token: placed.access_token };
    const gateUrl = (await startGoPay(order)).json<{ gateUrl: string }>().gateUrl;
    await press(pathOf(gateUrl), 'pay');
    // The storefront's return route asks right away; the answer does not wait for the notification.
    expect((await stateOf('gopay', paymentIdOf(gateUrl))).state).toBe('paid');
    expect((await readOrder(order)).paid_at).not.toBeNull();
    expect((await startGoPay(order)).statusCode).toBe(409);
  });
});

describe('starting a payment', () => {
  it('refuses a return address on a foreign origin (no open redirect)', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.goPay });
    for (const url of ['https://evil.example/x', 'http://shop.test:3001/x', `http://user@shop.test:3000/x`]) {
      const response = await startGoPay(order, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors).toEqual([{ field: 'return_url', message: expect.stringContaining('origin') }]);
    }
    const csobOrder = await insertTestOrder(api.db, { paymentService: paymentServices.csob });
    const response = await startCsob(csobOrder, 'https://evil.example/return');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('return_uri');
  });

  it('needs the order’s token: 403 without or with a wrong one, 404 for an unknown order', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.goPay });
    expect((await startGoPay({ ...order, token: '' })).statusCode).toBe(403);
    expect((await startGoPay({ ...order, token: 'x'.repeat(43) })).statusCode).toBe(403);
    expect((await startGoPay({ id: 999_999, token: order.token })).statusCode).toBe(404);
  });

  it('refuses a paid (409), cancelled (409), pay-later (422) order, and the other gateway’s (422)', async () => {
    const paid = await insertTestOrder(api.db, { paymentService: paymentServices.goPay, paid: true });
    expect((await startGoPay(paid)).json()).toMatchObject({
      status: 409,
      message: 'This order has been paid already.',
    });
    const cancelled = await insertTestOrder(api.db, { paymentService: paymentServices.goPay, cancelled: true });
    expect((await startGoPay(cancelled)).statusCode).toBe(409);
    const transfer = await insertTestOrder(api.db, { paymentService: paymentServices.bankTransaction });
    const later = await startGoPay(transfer);
    expect(later.statusCode).toBe(422);
    expect(later.json().errors[0]).toMatchObject({ field: 'order_id', message: expect.stringContaining('paid later') });
    const csob = await insertTestOrder(api.db, { paymentService: paymentServices.csob });
    const other = await startGoPay(csob);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain('POST /csob/payment');
  });

  it('checks its bodies: 422 with fields', async () => {
    const bad = await api.app.inject({
      method: 'POST',
      url: '/csob/payment',
      payload: { order_id: 0, return_uri: 'not a url', return_method: 'GET', extra: 1 },
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['order_id', 'return_uri', 'return_method']));
  });
});

describe('payment state and sandbox pages', () => {
  it('answers 404 for unknown payments, 422 for malformed ids or gateways', async () => {
    expect((await api.app.inject({ url: '/payments/gopay/123' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/payments/paypal/123' })).statusCode).toBe(422);
    expect((await api.app.inject({ url: '/payments/csob/a.b' })).statusCode).toBe(422);
  });

  it('answers an HTML 404 page for an unknown or malformed payment', async () => {
    for (const path of ['/sandbox/gopay/123', '/sandbox/csob/%3Cscript%3E', '/sandbox/gopay/123/pay']) {
      const response = path.endsWith('/pay')
        ? await press('/sandbox/gopay/123', 'pay')
        : await api.app.inject({ url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).not.toContain('<script>');
    }
  });
});
