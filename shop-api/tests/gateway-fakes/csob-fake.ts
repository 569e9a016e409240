import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csobAnswerFields, csobDttm, csobSign, csobVerify } from '../../src/payments/csob/csob-signature';
import { fakePayPage, fakeReturnForm, sendHtml } from './fake-pages';

/**
 * A stand-in for the ČSOB gateway's eAPI 1.9, for the adapter's tests: it checks the merchant's
 * RSA-SHA256 signature over each request's documented fields with the merchant's public key, and
 * signs its answers with its own (the "bank's") key pair. `POST /payment/init` answers a payId;
 * `GET /payment/status/{merchantId}/{payId}/{dttm}/{signature}` the payment's `paymentStatus`. The
 * test decides the outcome (`setStatus`), and may make the fake sign with another key (a forged
 * answer). Key files for the shop's settings are written to a temporary folder. The shopper's page
 * (`GET /payment/process/{merchantId}/{payId}/{dttm}/{signature}`, merchant-signed) is a card page
 * whose Pay button settles the payment (7) and posts the bank-signed return to `returnUrl`.
 */

export interface CsobFake {
  url: string;
  merchantId: string;
  /** The shop's private key file and the bank's public key file (the adapter's settings). */
  privateKeyFile: string;
  bankPublicKeyFile: string;
  bankPrivateKey: KeyObject;
  payments: Map<string, { orderNo: string; totalAmount: number; paymentStatus: number; body: Record<string, unknown> }>;
  calls: string[];
  setStatus(payId: string, paymentStatus: number): void;
  /** Signs the answers with a key that is not the bank's. */
  forgeAnswers: boolean;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const pairOf = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

/** The shop API's settings that point its ČSOB adapter at this fake (another key file to test a refusal). */
export const csobEnv = (fake: CsobFake, privateKeyFile = fake.privateKeyFile) => ({
  CSOB_MERCHANT_ID: fake.merchantId,
  CSOB_PRIVATE_KEY_FILE: privateKeyFile,
  CSOB_BANK_PUBLIC_KEY_FILE: fake.bankPublicKeyFile,
  CSOB_API_URL: fake.url,
});

export async function startCsobFake(): Promise<CsobFake> {
  const merchant = pairOf();
  const bank = pairOf();
  const forger = pairOf();
  const folder = mkdtempSync(join(tmpdir(), 'csob-fake-'));
  const privateKeyFile = join(folder, 'merchant.key');
  const bankPublicKeyFile = join(folder, 'bank.pub');
  writeFileSync(privateKeyFile, merchant.privateKey.export({ type: 'pkcs1', format: 'pem' }));
  writeFileSync(bankPublicKeyFile, bank.publicKey.export({ type: 'spki', format: 'pem' }));
  const merchantId = 'A1029DTmM7';

  const fake = {
    merchantId,
    privateKeyFile,
    bankPublicKeyFile,
    bankPrivateKey: bank.privateKey,
    payments: new Map<
      string,
      { orderNo: string; totalAmount: number; paymentStatus: number; body: Record<string, unknown> }
    >(),
    calls: [] as string[],
    forgeAnswers: false,
  };

  /** An answer with ČSOB's fields, signed as the bank signs (or forged). */
  const signed = (fields: Record<string, string | number>) => {
    const answer = { ...fields, dttm: csobDttm(new Date()) };
    const key = fake.forgeAnswers ? forger.privateKey : bank.privateKey;
    return { ...answer, signature: csobSign(csobAnswerFields(answer), key) };
  };

  const server: Server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    const send = (status: number, body: unknown) => {
      fake.calls.push(`${request.method} ${path.split('/').slice(0, 4).join('/')} ${status}`);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    const text = await readBody(request);

    if (request.method === 'POST' && path === '/api/v1.9/payment/init') {
      const body = JSON.parse(text) as Record<string, unknown>;
      const cart = (body.cart ?? []) as { name: string; quantity: number; amount: number; description?: string }[];
      const fields = [
        body.merchantId,
        body.orderNo,
        body.dttm,
        body.payOperation,
        body.payMethod,
        body.totalAmount,
        body.currency,
        body.closePayment,
        body.returnUrl,
        body.returnMethod,
        ...cart.flatMap((line) => [line.name, line.quantity, line.amount, line.description]),
        body.merchantData,
        body.customerId,
        body.language,
        body.ttlSec,
      ] as (string | number | boolean | undefined)[];
      if (body.merchantId !== merchantId || !csobVerify(fields, body.signature, merchant.publicKey))
        return send(200, signed({ resultCode: 120, resultMessage: 'Merchant signature is invalid' }));
      if (cart.length < 1 || cart.length > 2 || cart.reduce((sum, line) => sum + line.amount, 0) !== body.totalAmount)
        return send(200, signed({ resultCode: 110, resultMessage: 'Invalid cart' }));
      const payId = randomBytes(8).toString('hex').slice(0, 15);
      fake.payments.set(payId, {
        orderNo: String(body.orderNo),
        totalAmount: Number(body.totalAmount),
        paymentStatus: 1,
        body,
      });
      return send(200, signed({ payId, resultCode: 0, resultMessage: 'OK', paymentStatus: 1 }));
    }

    const processPage = /^\/api\/v1\.9\/payment\/process\/([^/]+)\/([^/]+)\/(\d{14})\/(.+)$/.exec(path);
    if (request.method === 'GET' && processPage) {
      const [, id, payId, dttm, signature] = processPage.map((part) => decodeURIComponent(part ?? ''));
      const payment = fake.payments.get(payId!);
      if (id !== merchantId || !payment || !csobVerify([id, payId, dttm], signature, merchant.publicKey))
        return sendHtml(response, 403, '<!doctype html><title>Refused</title>');
      return sendHtml(
        response,
        200,
        fakePayPage('ČSOB', payment.orderNo, payment.totalAmount, `/api/v1.9/fake-pay/${encodeURIComponent(payId!)}`),
      );
    }
    const pay = /^\/api\/v1\.9\/fake-pay\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && pay) {
      const payId = decodeURIComponent(pay[1]!);
      const payment = fake.payments.get(payId);
      if (!payment) return sendHtml(response, 404, '<!doctype html><title>Not found</title>');
      if (payment.paymentStatus === 1) payment.paymentStatus = 7;
      const fields = {
        payId,
        dttm: csobDttm(new Date()),
        resultCode: '0',
        resultMessage: 'OK',
        paymentStatus: String(payment.paymentStatus),
        authCode: '042760',
      };
      const signature = csobSign(csobAnswerFields(fields), bank.privateKey);
      return sendHtml(response, 200, fakeReturnForm(String(payment.body.returnUrl), { ...fields, signature }));
    }

    const status = /^\/api\/v1\.9\/payment\/status\/([^/]+)\/([^/]+)\/(\d{14})\/(.+)$/.exec(path);
    if (request.method === 'GET' && status) {
      const [, id, payId, dttm, signature] = status.map((part) => decodeURIComponent(part ?? ''));
      if (id !== merchantId || !csobVerify([id, payId, dttm], signature, merchant.publicKey))
        return send(200, signed({ payId: payId!, resultCode: 120, resultMessage: 'Merchant signature is invalid' }));
      const payment = fake.payments.get(payId!);
      if (!payment) return send(200, signed({ payId: payId!, resultCode: 140, resultMessage: 'Payment not found' }));
      return send(
        200,
        signed({ payId: payId!, resultCode: 0, resultMessage: 'OK', paymentStatus: payment.paymentStatus }),
      );
    }
    return send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1.9`;

  return Object.assign(fake, {
    url,
    setStatus(payId: string, paymentStatus: number) {
      fake.payments.get(payId)!.paymentStatus = paymentStatus;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
