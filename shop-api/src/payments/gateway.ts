import type { PaymentGateway, PaymentStateValue } from '@contract/calls/payments';

/**
 * A card gateway as the shop uses it (docs/orders-and-payments.md): create a payment and get the
 * page to send the shopper to; later ask where the payment stands. The shop never trusts what a
 * browser or a notification says: it asks the gateway (`status`), as GoPay's and ČSOB's own
 * documentation tells a shop to do after the return and after each notification.
 */
export interface PaymentGatewayClient {
  create(request: GatewayPaymentRequest): Promise<{ externalId: string; gateUrl: string }>;
  status(gateway: PaymentGateway, externalId: string): Promise<GatewayPaymentStatus>;
  /**
   * Whether the fields a gateway sent the shopper back with carry its valid signature (ČSOB's
   * return; GoPay's return is an unsigned `?id=` and has none). Absent: no signed return to verify.
   */
  verifyReturn?(fields: Readonly<Record<string, string>>): boolean;
}

/**
 * Where a payment stands, as the gateway answered. A gateway that tells the amount, currency and
 * order number of the payment (GoPay) says them too; the shop refuses an answer whose figures are
 * not the payment's it recorded (a wrong payment, or an answer tampered with on the way).
 */
export interface GatewayPaymentStatus {
  state: PaymentStateValue;
  /** In minor units (cents). */
  amountMinor?: number;
  currency?: string;
  orderNumber?: string;
}

/** The payer as a gateway wants them for 3-D Secure (GoPay's `payer.contact`): the order's billing address. */
export interface GatewayPayer {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  street: string | null;
  city: string | null;
  postCode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
}

export interface GatewayPaymentRequest {
  gateway: PaymentGateway;
  /** The order's number (GoPay `order_number`, ČSOB `orderNo`). */
  orderNumber: string;
  /** In the currency's major units (CZK 1 234.50); the adapters send minor units. */
  amount: number;
  currency: string;
  locale: string;
  returnUrl: string;
  /** Where the gateway reports a change of state (GoPay `notification_url`). */
  notificationUrl: string;
  payload: Record<string, unknown> | null;
  payer: GatewayPayer;
  /** The order's lines (name, count, line total in major units), shipping and payment fees included. */
  items: { name: string; count: number; amount: number }[];
}

/** An amount in major units as the gateways count it: whole cents. */
export const minorUnits = (amount: number): number => Math.round(amount * 100);

/** A gateway that did not answer as its protocol says (an error status, a bad signature, a foreign payment). */
export class GatewayProtocolError extends Error {
  constructor(
    readonly gateway: PaymentGateway,
    message: string,
  ) {
    super(`${gateway}: ${message}`);
    this.name = 'GatewayProtocolError';
  }
}

/**
 * How the real gateways' states read in the shop's four. GoPay: PAID; CANCELED; TIMEOUTED (the
 * shopper never paid); CREATED, PAYMENT_METHOD_CHOSEN and AUTHORIZED are still open. ČSOB
 * `paymentStatus`: 4 confirmed, 7 waiting for settlement and 8 settled are paid; 3 cancelled; 5
 * reversed and 6 denied failed; 1 created and 2 in progress are open.
 */
export function gopayState(state: string): PaymentStateValue {
  if (state === 'PAID') return 'paid';
  if (state === 'CANCELED') return 'cancelled';
  if (state === 'TIMEOUTED') return 'failed';
  return 'created';
}

export function csobState(paymentStatus: number): PaymentStateValue {
  if ([4, 7, 8].includes(paymentStatus)) return 'paid';
  if (paymentStatus === 3) return 'cancelled';
  if ([5, 6].includes(paymentStatus)) return 'failed';
  return 'created';
}

/** The ČSOB `paymentStatus` the sandbox reports for a state (the inverse of `csobState`). */
export function csobPaymentStatus(state: PaymentStateValue): number {
  return { created: 1, paid: 7, cancelled: 3, failed: 6 }[state];
}
