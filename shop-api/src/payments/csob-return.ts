import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentStateValue } from '@contract/calls/payments';
import { csobAnswerFields, csobDttm, csobSigningText } from './csob/csob-signature';
import { csobPaymentStatus } from './gateway';

export { csobDttm };

/**
 * The fields ČSOB posts to the shop's `returnUrl` after the pay page. The real gateway signs them
 * with the bank's RSA key (verified by the ČSOB adapter's `verifyReturn`); the sandbox signs the
 * same text (eAPI 1.9's return field order, `csobAnswerFields`) with HMAC-SHA256 under
 * `ORDER_TOKEN_SECRET`, and verifies it the same way (`verifyCsobSandboxReturn`). Either way the
 * state is then read from the status call, never from these fields.
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
  return { ...fields, signature: sandboxSignature(secret, fields) };
}

function sandboxSignature(secret: string, fields: Readonly<Record<string, string>>): string {
  return createHmac('sha256', `csob-sandbox\n${secret}`)
    .update(csobSigningText(csobAnswerFields(fields)))
    .digest('base64');
}

/** Whether a return carries the sandbox's signature over its fields. */
export function verifyCsobSandboxReturn(secret: string, fields: Readonly<Record<string, string>>): boolean {
  const given = Buffer.from(fields.signature ?? '', 'base64');
  const expected = Buffer.from(sandboxSignature(secret, fields), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
