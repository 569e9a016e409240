import type { PaymentGateway, PaymentStateValue } from '@contract/calls/payments';

/**
 * A card gateway as the shop uses it (docs/orders-and-payments.md): create a payment and get the
 * page to send the shopper to; later ask where the payment stands. The shop never trusts what a
 * browser or a notification says: it asks the gateway (`status`), as GoPay's and ČSOB's own
 * documentation tells a shop to do after the return and after each notification.
 */
export interface PaymentGatewayClient {
  create(request: GatewayPaymentRequest): Promise<{ externalId: string; gateUrl: string }>;
  status(gateway: PaymentGateway, externalId: string): Promise<PaymentStateValue>;
}

export interface GatewayPaymentRequest {
  gateway: PaymentGateway;
  /** The order's number (GoPay `order_number`, ČSOB `orderNo`). */
  orderNumber: string;
  amount: number;
  currency: string;
  locale: string;
  returnUrl: string;
  /** Where the gateway reports a change of state (GoPay `notification_url`). */
  notificationUrl: string;
  payload: Record<string, unknown> | null;
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
