import { createHmac } from 'node:crypto';
import type { PaymentStateValue } from '@contract/calls/payments';
import { csobDttm } from './csob/csob-signature';
import { csobPaymentStatus } from './gateway';

export { csobDttm };

/**
 * The fields ČSOB posts to the shop's `returnUrl` after the pay page. The real gateway signs them
 * with the bank's RSA key; the sandbox signs them with HMAC-SHA256 under `ORDER_TOKEN_SECRET`, so
 * the field is there and tamper-evident. The storefront still trusts none of them: it asks
 * `GET /payments/csob/{payId}`.
 */
export function csobReturnFields(
  secret: string,
  payment: { payId: string; state: PaymentStateValue },
  at: Date,
): Record<string, string> {
  const fields = {
    payId: payment.payId,
    dttm: csobDttm(at),
    resultCode: '0',
    resultMessage: 'OK',
    paymentStatus: String(csobPaymentStatus(payment.state)),
  };
  const signed = [fields.payId, fields.dttm, fields.resultCode, fields.resultMessage, fields.paymentStatus].join('|');
  const signature = createHmac('sha256', `csob-sandbox\n${secret}`).update(signed).digest('base64');
  return { ...fields, signature };
}
