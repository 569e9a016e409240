import { z } from 'zod';
import { GatewayProtocolError, csobState, minorUnits, type PaymentGatewayClient } from '../gateway';
import type { CsobSettings } from './csob-settings';
import { csobAnswerFields, csobDttm, csobSign, csobVerify } from './csob-signature';

/**
 * The ČSOB payment gateway's eAPI 1.9 (csob/platebnibrana): `POST /payment/init` creates the
 * payment, the shopper is sent to `GET /payment/process/{merchantId}/{payId}/{dttm}/{signature}`,
 * `GET /payment/status/…` tells where it stands. Every request is signed with the shop's private
 * key; every answer is verified with the bank's public key before a field of it is used, and one
 * that fails is refused. ČSOB sends no notification: the shopper's return and the shop's own status
 * calls read the state.
 */

const AnswerSchema = z.object({
  payId: z.string().optional(),
  dttm: z.string(),
  resultCode: z.number(),
  resultMessage: z.string(),
  paymentStatus: z.number().optional(),
  signature: z.string(),
});

type Fetch = typeof fetch;
const timeoutMs = 15_000;
const languages = new Set(['cs', 'sk', 'en']);

export function csobClient(
  settings: CsobSettings,
  fetchImpl: Fetch = fetch,
  now = () => new Date(),
): PaymentGatewayClient {
  const base = settings.apiUrl.replace(/\/$/, '');
  const sign = (fields: Parameters<typeof csobSign>[0]) => csobSign(fields, settings.privateKey);

  /** The answer, verified: a bad signature, a payment other than the one asked about, or an error code is refused. */
  async function verified(response: Response, payId: string | null, call: string) {
    if (!response.ok) throw new GatewayProtocolError('csob', `${call} answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const parsed = AnswerSchema.safeParse(body);
    if (!parsed.success || !body) throw new GatewayProtocolError('csob', `the ${call} answer is not ČSOB’s`);
    if (!csobVerify(csobAnswerFields(body), parsed.data.signature, settings.bankPublicKey))
      throw new GatewayProtocolError('csob', `the ${call} answer’s signature does not verify with the bank’s key`);
    if (parsed.data.resultCode !== 0)
      throw new GatewayProtocolError('csob', `${call} refused: ${parsed.data.resultCode} ${parsed.data.resultMessage}`);
    if (payId !== null && parsed.data.payId !== payId)
      throw new GatewayProtocolError('csob', `the ${call} answer is about another payment`);
    return parsed.data;
  }

  /** A signed GET path: `/{call}/{merchantId}/{payId}/{dttm}/{signature}`. */
  function signedPath(call: string, payId: string): string {
    const dttm = csobDttm(now());
    const signature = sign([settings.merchantId, payId, dttm]);
    return `${base}/${call}/${encodeURIComponent(settings.merchantId)}/${encodeURIComponent(payId)}/${dttm}/${encodeURIComponent(signature)}`;
  }

  return {
    verifyReturn: (fields) => csobVerify(csobAnswerFields(fields), fields.signature, settings.bankPublicKey),
    async create(request) {
      if (!/^\d{1,10}$/.test(request.orderNumber))
        throw new GatewayProtocolError('csob', 'ČSOB takes order numbers of at most 10 digits');
      const totalAmount = minorUnits(request.amount);
      // ČSOB's cart holds one or two lines whose amounts add up to the total: the whole order as one.
      const cart = [{ name: `Order ${request.orderNumber}`.slice(0, 20), quantity: 1, amount: totalAmount }];
      const language = languages.has(request.locale) ? request.locale : 'en';
      const body = {
        merchantId: settings.merchantId,
        orderNo: request.orderNumber,
        dttm: csobDttm(now()),
        payOperation: 'payment',
        payMethod: 'card',
        totalAmount,
        currency: request.currency,
        closePayment: true,
        returnUrl: request.returnUrl,
        returnMethod: 'POST',
        cart,
        language,
      };
      const signature = sign([
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
        ...cart.flatMap((line) => [line.name, line.quantity, line.amount]),
        body.language,
      ]);
      const response = await fetchImpl(`${base}/payment/init`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...body, signature }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await verified(response, null, 'payment/init');
      if (!answer.payId) throw new GatewayProtocolError('csob', 'payment/init answered no payId');
      return { externalId: answer.payId, gateUrl: signedPath('payment/process', answer.payId) };
    },
    async status(_gateway, payId) {
      if (!/^[A-Za-z0-9]{1,15}$/.test(payId)) throw new GatewayProtocolError('csob', 'not a ČSOB payId');
      const response = await fetchImpl(signedPath('payment/status', payId), {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await verified(response, payId, 'payment/status');
      if (answer.paymentStatus === undefined)
        throw new GatewayProtocolError('csob', 'payment/status has no paymentStatus');
      return { state: csobState(answer.paymentStatus) };
    },
  };
}
