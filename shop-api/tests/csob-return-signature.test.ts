import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentServices } from '@contract/codes/payment-services';
import { payments } from '../src/db/schema';
import { csobReturnFields } from '../src/payments/csob-return';
import { csobAnswerFields, csobDttm, csobSign } from '../src/payments/csob/csob-signature';
import { startCsobFake, type CsobFake } from './gateway-fakes/csob-fake';
import { insertTestOrder, listeningTestApp, storefrontOrigin, type ListeningTestApp } from './helpers/orders';

/**
 * ČSOB's signed return (`POST /payments/csob/return`, docs/orders-and-payments.md, "The return"):
 * verified with the bank's public key over eAPI 1.9's return fields before the payment is even
 * asked about; a tampered, unsigned, foreign-signed or re-addressed return is refused (422) and
 * changes nothing. A verified one only names the payment: the state comes from the status call.
 */

let csob: CsobFake;
let api: ListeningTestApp;

beforeAll(async () => {
  csob = await startCsobFake();
  api = await listeningTestApp({
    env: {
      CSOB_MERCHANT_ID: csob.merchantId,
      CSOB_PRIVATE_KEY_FILE: csob.privateKeyFile,
      CSOB_BANK_PUBLIC_KEY_FILE: csob.bankPublicKeyFile,
      CSOB_API_URL: csob.url,
    },
  });
});
afterAll(async () => {
  await api.close();
  await csob.close();
});

/** A return as the bank sends it (or as somebody with `key` would). */
function bankReturn(payId: string, paymentStatus: number, key: KeyObject = csob.bankPrivateKey) {
  const fields: Record<string, string> = {
    payId,
    dttm: csobDttm(new Date()),
    resultCode: '0',
    resultMessage: 'OK',
    paymentStatus: String(paymentStatus),
    authCode: '042760',
  };
  return { ...fields, signature: csobSign(csobAnswerFields(fields), key) };
}

async function openPayment(app: ListeningTestApp) {
  const order = await insertTestOrder(app.db, { paymentService: paymentServices.csob });
  const started = await app.app.inject({
    method: 'POST',
    url: '/csob/payment',
    headers: { 'x-order-token': order.token },
    payload: { order_id: order.id, return_uri: `${storefrontOrigin}/api/payment-return/csob`, return_method: 'POST' },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { gatewayUri } = started.json<{ gatewayUri: string }>();
  // Live: `…/payment/process/{merchantId}/{payId}/{dttm}/{signature}`; the sandbox: `…/sandbox/csob/{payId}`.
  const payId = decodeURIComponent(
    gatewayUri.includes('/payment/process/')
      ? gatewayUri.split('/payment/process/')[1]!.split('/')[1]!
      : gatewayUri.split('/').pop()!,
  );
  return { order, payId };
}

const postReturn = (app: ListeningTestApp, fields: Record<string, string>) =>
  app.app.inject({ method: 'POST', url: '/payments/csob/return', payload: fields });
const paidAt = async (app: ListeningTestApp, order: { id: number; token: string }) =>
  (await app.app.inject({ url: `/orders/${order.id}`, headers: { 'x-order-token': order.token } })).json<{
    paid_at: string | null;
  }>().paid_at;

describe('the live ČSOB return', () => {
  it('a return signed by the bank names the payment; its state is read from ČSOB', async () => {
    const { order, payId } = await openPayment(api);
    // The return claims "paid", but ČSOB's status says the payment is still open: open it stays.
    const early = await postReturn(api, bankReturn(payId, 7));
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toMatchObject({ id: payId, order_id: order.id, state: 'created' });
    expect(await paidAt(api, order)).toBeNull();
    csob.setStatus(payId, 7);
    expect((await postReturn(api, bankReturn(payId, 7))).json()).toMatchObject({ state: 'paid' });
    expect(await paidAt(api, order)).not.toBeNull();
  });

  it('refuses a tampered return without asking ČSOB', async () => {
    const { order, payId } = await openPayment(api);
    csob.setStatus(payId, 7);
    const signed = bankReturn(payId, 6);
    const before = csob.calls.length;
    for (const tampered of [
      { ...signed, paymentStatus: '7' },
      { ...signed, resultCode: '1' },
      { ...signed, authCode: '999999' },
      { ...signed, merchantData: 'eA==' },
    ]) {
      const answer = await postReturn(api, tampered);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json<{ errors: { field: string }[] }>().errors).toEqual([
        expect.objectContaining({ field: 'signature' }),
      ]);
    }
    expect(csob.calls.length).toBe(before);
    expect(await paidAt(api, order)).toBeNull();
  });

  it('refuses an unsigned return and one signed with a key that is not the bank’s', async () => {
    const { order, payId } = await openPayment(api);
    csob.setStatus(payId, 7);
    const { signature: _signature, ...unsigned } = bankReturn(payId, 7);
    expect((await postReturn(api, unsigned)).statusCode).toBe(422);
    expect((await postReturn(api, { ...unsigned, signature: '' })).statusCode).toBe(422);
    const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect((await postReturn(api, bankReturn(payId, 7, foreign))).statusCode).toBe(422);
    // The sandbox's HMAC signature is no signature for a live gateway.
    const sandboxSigned = csobReturnFields('secret-secret-secret-secret', { payId, state: 'paid' }, new Date());
    expect((await postReturn(api, sandboxSigned)).statusCode).toBe(422);
    expect(await paidAt(api, order)).toBeNull();
  });

  it('a return of another payment, re-addressed or replayed, changes nothing of this one', async () => {
    const paid = await openPayment(api);
    csob.setStatus(paid.payId, 7);
    const paidReturn = bankReturn(paid.payId, 7);
    expect((await postReturn(api, paidReturn)).json()).toMatchObject({ state: 'paid' });

    const open = await openPayment(api);
    // The paid payment's signed return with the open payment's payId: the signature covers payId.
    expect((await postReturn(api, { ...paidReturn, payId: open.payId })).statusCode).toBe(422);
    // Replayed as it was, it still speaks of the paid payment only.
    const replayed = await postReturn(api, paidReturn);
    expect(replayed.json()).toMatchObject({ id: paid.payId, order_id: paid.order.id, state: 'paid' });
    expect(await paidAt(api, open.order)).toBeNull();
    expect((await api.app.inject({ url: `/payments/csob/${open.payId}` })).json()).toMatchObject({ state: 'created' });
  });

  it('answers 404 for a payId it never created', async () => {
    expect((await postReturn(api, bankReturn('abcdef123456789', 7))).statusCode).toBe(404);
  });
});

describe('the sandbox ČSOB return', () => {
  it('verifies the sandbox’s own signature, and refuses it tampered', async () => {
    // The status check is on here too: it leaves the sandbox's payments alone (the sandbox notifies).
    const demo = await listeningTestApp({ env: { PAYMENT_STATUS_CHECK_SECONDS: '0.1' } });
    try {
      const { order, payId } = await openPayment(demo);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [row] = await demo.db.select().from(payments).where(eq(payments.externalId, payId));
      expect(row!.statusChecks).toBe(0);
      const pay = await demo.app.inject({ method: 'POST', url: `/sandbox/csob/${payId}/pay`, payload: {} });
      expect(pay.statusCode, pay.body).toBeLessThan(400);
      const page = await demo.app.inject({ url: `/sandbox/csob/${payId}` });
      const fields = Object.fromEntries(
        [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      expect(fields).toMatchObject({ payId, paymentStatus: '7', signature: expect.any(String) });
      expect((await postReturn(demo, { ...fields, paymentStatus: '3' })).statusCode).toBe(422);
      const answer = await postReturn(demo, fields);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ state: 'paid' });
      expect(await paidAt(demo, order)).not.toBeNull();
    } finally {
      await demo.close();
    }
  });
});
