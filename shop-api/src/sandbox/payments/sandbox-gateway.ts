import { randomBytes, randomInt } from 'node:crypto';
import type { PaymentGateway, PaymentStateValue } from '@contract/calls/payments';
import type { Database } from '../../db/client';
import { csobPaymentStatus, csobState, gopayState, type PaymentGatewayClient } from '../../payments/gateway';
import { verifyCsobSandboxReturn } from '../../payments/csob-return';
import { findPayment, type PaymentPayload } from '../../payments/payments.repository';

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Ids as the gateways write them, but unguessable: the sandbox pay page opens to whoever knows the
 * id. GoPay's are numbers (19 random digits here), ČSOB's `payId` 15 letters and digits.
 */
function sandboxPaymentId(gateway: PaymentGateway): string {
  if (gateway === 'gopay')
    return `${randomInt(1, 10)}${String(randomBytes(8).readBigUInt64BE() % 10n ** 18n).padStart(18, '0')}`;
  return Array.from(randomBytes(15), (byte) => alphanumeric[byte % alphanumeric.length]).join('');
}

/** The sandbox's answer to a status call, in each gateway's own words. */
function gatewayStatus(gateway: PaymentGateway, decided: PaymentStateValue): PaymentStateValue {
  if (gateway === 'gopay') {
    const words = { created: 'CREATED', paid: 'PAID', cancelled: 'CANCELED', failed: 'TIMEOUTED' } as const;
    return gopayState(words[decided]);
  }
  return csobState(csobPaymentStatus(decided));
}

/**
 * The sandbox gateways: the shop API's own pay pages (`/sandbox/{gateway}/{paymentId}`, see
 * sandbox.routes.ts). What the shopper chose there is kept in the payment's `payload.sandbox`,
 * the sandbox's stand-in for the gateway's own records, and read back by `status`. Its ČSOB return
 * is signed with `secret` (csob-return.ts) and verified here.
 */
export function sandboxGateway(db: Database, publicUrl: string, secret: string): PaymentGatewayClient {
  return {
    verifyReturn: (fields) => verifyCsobSandboxReturn(secret, fields),
    async create(request) {
      const externalId = sandboxPaymentId(request.gateway);
      return { externalId, gateUrl: `${publicUrl}/sandbox/${request.gateway}/${externalId}` };
    },
    async status(gateway, externalId) {
      const payment = await findPayment(db, gateway, externalId);
      const decided = (payment?.payload as PaymentPayload | null)?.sandbox?.result ?? 'created';
      return { state: gatewayStatus(gateway, decided) };
    },
  };
}
