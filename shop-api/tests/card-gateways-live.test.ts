import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentServices } from '@contract/codes/payment-services';
import { csobVerify } from '../src/payments/csob/csob-signature';
import { csobEnv, startCsobFake, type CsobFake } from './gateway-fakes/csob-fake';
import { gopayEnv, startGoPayFake, type GoPayFake } from './gateway-fakes/gopay-fake';
import { insertTestOrder, listeningTestApp, storefrontOrigin, type ListeningTestApp } from './helpers/orders';

/**
 * The real gateways' adapters (docs/orders-and-payments.md, "Pointing at the real gateways"),
 * switched on by settings alone, against fakes that speak GoPay's REST API and ČSOB's eAPI 1.9 as
 * documented: a purchase through each, and each refusal (a wrong key or credentials, an expired
 * token, an answer that does not verify, an amount that is not the order's, an unknown payment).
 */

let gopay: GoPayFake;
let csob: CsobFake;
let api: ListeningTestApp;

beforeAll(async () => {
  [gopay, csob] = await Promise.all([startGoPayFake(), startCsobFake()]);
  api = await listeningTestApp({ env: { ...gopayEnv(gopay), ...csobEnv(csob) } });
});
afterAll(async () => {
  await api.close();
  await Promise.all([gopay.close(), csob.close()]);
});

const startGoPay = (app: ListeningTestApp, order: { id: number; token: string }) =>
  app.app.inject({
    method: 'POST',
    url: '/gopay-requests',
    headers: { 'x-order-token': order.token },
    payload: { order_id: order.id, return_url: `${storefrontOrigin}/api/payment-return/gopay` },
  });
const startCsob = (app: ListeningTestApp, order: { id: number; token: string }) =>
  app.app.inject({
    method: 'POST',
    url: '/csob/payment',
    headers: { 'x-order-token': order.token },
    payload: { order_id: order.id, return_uri: `${storefrontOrigin}/api/payment-return/csob`, return_method: 'POST' },
  });
const paidAt = async (order: { id: number; token: string }) =>
  (await api.app.inject({ url: `/orders/${order.id}`, headers: { 'x-order-token': order.token } })).json<{
    paid_at: string | null;
  }>().paid_at;

describe('GoPay', () => {
  it('creates the payment with a bearer token, sends the shopper to its gw_url, and marks the order paid only once GoPay says PAID', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.goPay, total: 1234.5 });
    const started = await startGoPay(api, order);
    expect(started.statusCode, started.body).toBe(201);
    const { gateUrl } = started.json<{ gateUrl: string }>();
    const id = gateUrl.split('/').pop()!;
    expect(gateUrl).toBe(`${gopay.url.replace(/\/api$/, '')}/gw/v3/${id}`);

    const sent = gopay.payments.get(id)!.body;
    expect(sent).toMatchObject({
      target: { type: 'ACCOUNT', goid: Number(gopay.goid) },
      amount: 123450,
      currency: 'CZK',
      order_number: order.code,
      callback: {
        return_url: `${storefrontOrigin}/api/payment-return/gopay`,
        notification_url: `${api.baseUrl}/gopay/notify`,
      },
      payer: { contact: { email: 'guest@example.com' } },
      lang: 'EN',
    });

    // The notification carries only the id; the state is read back from GoPay.
    expect((await api.app.inject({ url: `/gopay/notify?id=${id}` })).statusCode).toBe(200);
    expect(await paidAt(order)).toBeNull();
    gopay.pay(id);
    const notified = await api.app.inject({ url: `/gopay/notify?id=${id}` });
    expect(notified.statusCode).toBe(200);
    expect(await paidAt(order)).not.toBeNull();
    expect((await api.app.inject({ url: `/payments/gopay/${id}` })).json()).toMatchObject({ state: 'paid' });
  });

  it('fetches a new token when GoPay no longer takes the one it holds', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.goPay });
    const id = (await startGoPay(api, order)).json<{ gateUrl: string }>().gateUrl.split('/').pop()!;
    const issued = gopay.tokensIssued;
    gopay.expireTokens();
    const read = await api.app.inject({ url: `/payments/gopay/${id}` });
    expect(read.statusCode).toBe(200);
    expect(gopay.tokensIssued).toBe(issued + 1);
    expect(gopay.calls).toContain(`GET /api/payments/payment/${id} 401`);
  });

  it('refuses a status whose amount is not the order’s: the order stays unpaid', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.goPay });
    const id = (await startGoPay(api, order)).json<{ gateUrl: string }>().gateUrl.split('/').pop()!;
    gopay.pay(id);
    gopay.lieAboutAmount = true;
    try {
      expect((await api.app.inject({ url: `/gopay/notify?id=${id}` })).statusCode).toBe(503);
      expect((await api.app.inject({ url: `/payments/gopay/${id}` })).statusCode).toBe(503);
      expect(await paidAt(order)).toBeNull();
    } finally {
      gopay.lieAboutAmount = false;
    }
    await api.app.inject({ url: `/gopay/notify?id=${id}` });
    expect(await paidAt(order)).not.toBeNull();
  });

  it('answers 404 to a notification for a payment it never created, without asking GoPay', async () => {
    const before = gopay.calls.length;
    expect((await api.app.inject({ url: '/gopay/notify?id=3123456789' })).statusCode).toBe(404);
    expect(gopay.calls.length).toBe(before);
  });

  it('with a wrong client secret GoPay refuses the token and the shop answers 503, recording nothing', async () => {
    const wrong = await listeningTestApp({ env: gopayEnv(gopay, 'not-the-secret') });
    try {
      const order = await insertTestOrder(wrong.db, { paymentService: paymentServices.goPay });
      const started = await startGoPay(wrong, order);
      expect(started.statusCode).toBe(503);
      expect(gopay.calls).toContain('POST /api/oauth2/token 401');
    } finally {
      await wrong.close();
    }
  });
});

describe('ČSOB', () => {
  it('signs payment/init, sends the shopper to the signed process URL, and reads the verified status', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.csob, total: 999 });
    const started = await startCsob(api, order);
    expect(started.statusCode, started.body).toBe(201);
    const { gatewayUri } = started.json<{ gatewayUri: string }>();
    const [merchantId, payId, dttm, signature] = gatewayUri
      .slice(`${csob.url}/payment/process/`.length)
      .split('/')
      .map(decodeURIComponent);
    expect(merchantId).toBe(csob.merchantId);
    const merchantPublic = createPublicKey(createPrivateKey(readFileSync(csob.privateKeyFile, 'utf8')));
    expect(csobVerify([merchantId, payId, dttm], signature, merchantPublic)).toBe(true);
    expect(csob.payments.get(payId!)).toMatchObject({ orderNo: order.code, totalAmount: 99900 });

    expect((await api.app.inject({ url: `/payments/csob/${payId}` })).json()).toMatchObject({ state: 'created' });
    csob.setStatus(payId!, 7);
    expect((await api.app.inject({ url: `/payments/csob/${payId}` })).json()).toMatchObject({ state: 'paid' });
    expect(await paidAt(order)).not.toBeNull();
  });

  it('refuses an answer that does not verify with the bank’s key: the order stays unpaid', async () => {
    const order = await insertTestOrder(api.db, { paymentService: paymentServices.csob });
    const { gatewayUri } = (await startCsob(api, order)).json<{ gatewayUri: string }>();
    const payId = decodeURIComponent(gatewayUri.slice(`${csob.url}/payment/process/`.length).split('/')[1]!);
    csob.setStatus(payId, 7);
    csob.forgeAnswers = true;
    try {
      expect((await api.app.inject({ url: `/payments/csob/${payId}` })).statusCode).toBe(503);
      expect(await paidAt(order)).toBeNull();
      // A forged init answer is refused as well: no payment is recorded, no page offered.
      const other = await insertTestOrder(api.db, { paymentService: paymentServices.csob });
      expect((await startCsob(api, other)).statusCode).toBe(503);
    } finally {
      csob.forgeAnswers = false;
    }
  });

  it('a request signed with another key is refused by the bank, and the shop answers 503', async () => {
    const stranger = await startCsobFake();
    const wrong = await listeningTestApp({ env: csobEnv(csob, stranger.privateKeyFile) });
    try {
      const order = await insertTestOrder(wrong.db, { paymentService: paymentServices.csob });
      expect((await startCsob(wrong, order)).statusCode).toBe(503);
    } finally {
      await wrong.close();
      await stranger.close();
    }
  });

  it('answers 404 for a payId it never created, without asking ČSOB', async () => {
    const before = csob.calls.length;
    expect((await api.app.inject({ url: '/payments/csob/abcdef123456789' })).statusCode).toBe(404);
    expect(csob.calls.length).toBe(before);
  });
});

describe('settings', () => {
  it('some of a gateway’s settings without the rest stop the process; in production its URL must be https', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ GOPAY_GOID: gopay.goid })).toThrow(/GOPAY_CLIENT_ID is not set/);
    expect(() => loadConfig({ ...csobEnv(csob), CSOB_PRIVATE_KEY_FILE: '/nonexistent' })).toThrow(
      /CSOB_PRIVATE_KEY_FILE does not name a readable PEM private key/,
    );
    const demo = loadConfig({ ...gopayEnv(gopay) });
    expect(demo.orders.gateways).toEqual({ gopay: 'live', csob: 'sandbox' });
  });
});
