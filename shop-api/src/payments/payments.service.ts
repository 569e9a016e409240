import type { Locale } from '@contract';
import type { PaymentGateway, PaymentState } from '@contract/calls/payments';
import { paymentGateway } from '@contract/codes/card-gateways';
import { isPayLaterService } from '@contract/codes/pay-later';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { msg } from '../messages/message';
import { orderForReader } from '../orders/order-access';
import { payOrder } from '../orders/order-paid';
import type { PaymentGatewayClient } from './gateway';
import {
  cancelOpenPayments,
  findPayment,
  insertPayment,
  paymentCurrencyCode,
  recordPaymentState,
  type PaymentPayload,
  type PaymentRow,
} from './payments.repository';
import { assertStatusMatches, gatewayItems, gatewayPayer } from './gateway-request';
import { isAllowedReturnUrl } from './return-url';

/** The card gateways this process can use: a sandbox (demo) or a real adapter; a missing one is not offered. */
export type GatewayClients = Partial<Record<PaymentGateway, PaymentGatewayClient>>;

export interface PaymentsDeps {
  db: Database;
  gateways: GatewayClients;
  publicUrl: string;
  storefrontOrigins: readonly string[];
  /** Where a failed gateway call is reported. */
  log?: { warn(details: object, message: string): void };
  /** After the commit that made an order paid (once per order): the "paid" mail. Never throws. */
  onOrderPaid(orderId: number): Promise<void>;
}

const gatewayNames: Record<PaymentGateway, string> = { gopay: 'GoPay', csob: 'ČSOB' };
const startCalls: Record<PaymentGateway, string> = { gopay: 'POST /gopay-requests', csob: 'POST /csob/payment' };
/** The storefront's extra data is passed on, not stored without bound. */
const maxPayloadBytes = 4096;

export interface StartPayment {
  gateway: PaymentGateway;
  orderId: number;
  token: string | undefined;
  /** The bearer's customer (null without one): a customer pays their own orders without the token. */
  customerId?: number | null;
  returnUrl: string;
  /** The body field that carried the return address (`return_url`, `return_uri`), for its error. */
  returnField: string;
  payload: Record<string, unknown> | null;
  /**
   * The language the shopper pays in (`Language-Preference` when the call sent it): the gateway's
   * page speaks it even when the shopper switched language after ordering. Null: the order's.
   */
  locale?: Locale | null;
}

/**
 * Starts a card payment of an order: the shopper's token opens the order; a paid or cancelled
 * order is a 409, one paid later or through the other gateway a 422; the return address must be
 * the storefront's. Every call makes a new payment (paying again after a cancel) and cancels the
 * order's payments still open. Answers the gateway page to send the shopper to.
 */
export async function startPayment(deps: PaymentsDeps, input: StartPayment): Promise<string> {
  if (!isAllowedReturnUrl(input.returnUrl, deps.storefrontOrigins)) {
    throw ApiError.validation([{ field: input.returnField, message: 'payment.returnOrigin' }]);
  }
  if (input.payload && Buffer.byteLength(JSON.stringify(input.payload)) > maxPayloadBytes) {
    throw ApiError.validation([
      { field: 'payload', message: msg('payment.payloadTooLarge', { bytes: maxPayloadBytes }) },
    ]);
  }
  const stored = await orderForReader(deps.db, input.orderId, {
    token: input.token,
    customerId: input.customerId ?? null,
  });
  const { order, currency } = stored;
  if (order.cancelledAt) throw new ApiError('conflict', 'payment.cancelled');
  if (order.paidAt) throw new ApiError('conflict', 'payment.paid');
  const orderGateway = paymentGateway(order.paymentService);
  if (isPayLaterService(order.paymentService)) {
    const message = 'payment.payLater';
    throw ApiError.validation([{ field: 'order_id', message }], message);
  }
  if (!orderGateway) {
    const message = 'payment.noGateway';
    throw ApiError.validation([{ field: 'order_id', message }], message);
  }
  if (orderGateway !== input.gateway) {
    const message = msg('payment.otherGateway', {
      gateway: gatewayNames[orderGateway],
      call: startCalls[orderGateway],
    });
    throw ApiError.validation([{ field: 'order_id', message }], message);
  }
  if (order.taxedTotalPrice <= 0) {
    throw ApiError.validation([{ field: 'order_id', message: 'payment.nothingToPay' }]);
  }
  const client = deps.gateways[input.gateway];
  if (!client) {
    const message = msg('payment.gatewayOff', { gateway: gatewayNames[input.gateway] });
    throw ApiError.validation([{ field: 'order_id', message }], message);
  }
  const payingIn = input.locale ?? order.locale;
  const request = {
    gateway: input.gateway,
    orderNumber: order.code,
    amount: order.taxedTotalPrice,
    currency: currency.code,
    locale: payingIn,
    returnUrl: input.returnUrl,
    notificationUrl: `${deps.publicUrl}/${input.gateway}/notify`,
    payload: input.payload,
    payer: await gatewayPayer(deps.db, stored),
    items: gatewayItems(stored),
  };
  const created = await askGateway(deps, () => client.create(request));
  const payload: PaymentPayload = { request: input.payload };
  await deps.db.transaction(async (tx) => {
    await cancelOpenPayments(tx, order.id);
    await insertPayment(tx, {
      orderId: order.id,
      gateway: input.gateway,
      externalId: created.externalId,
      orderNumber: order.code,
      amount: order.taxedTotalPrice,
      currencyId: currency.id,
      locale: payingIn,
      returnUrl: input.returnUrl,
      gateUrl: created.gateUrl,
      payload,
    });
  });
  return created.gateUrl;
}

/**
 * Asks the gateway where a payment stands and records it; a paid payment sets the order's
 * `paid_at` (once) and, after the commit, announces it (the "paid" mail). A payment already paid
 * is not asked about again. An unknown payment, or one
 * of the other gateway, is a 404. Replays change nothing.
 */
export async function refreshPayment(
  deps: PaymentsDeps,
  gateway: PaymentGateway,
  externalId: string,
): Promise<PaymentRow> {
  const payment = await findPayment(deps.db, gateway, externalId);
  if (!payment) throw ApiError.notFound('notFound.payment');
  if (payment.state === 'paid') return payment;
  const client = deps.gateways[gateway];
  // A payment of a gateway this process has no configuration for stays as recorded: nobody to ask.
  if (!client) return payment;
  const status = await askGateway(deps, () => client.status(gateway, externalId));
  const currency = status.currency === undefined ? null : await paymentCurrencyCode(deps.db, payment);
  await askGateway(deps, async () => assertStatusMatches(payment, currency, status));
  const { state } = status;
  if (state === payment.state) return payment;
  const paidNow = await deps.db.transaction(async (tx) => {
    await recordPaymentState(tx, payment.id, state);
    return state === 'paid' && (await payOrder(tx, payment.orderId));
  });
  // Only the call whose transaction marked the order paid announces it: replays and a second
  // notification find it paid already.
  if (paidNow) await deps.onOrderPaid(payment.orderId);
  return (await findPayment(deps.db, gateway, externalId)) ?? payment;
}

/**
 * The shopper's signed return from ČSOB, passed on by the storefront. The return's signature must
 * verify (the bank's RSA key live, the sandbox's HMAC in a demo), or it is refused (422 on
 * `signature`): a return that is tampered with, unsigned, signed with another key, or whose payId
 * was swapped for another payment's. Even a verified return only names the payment: its state is
 * read with the signed status call (`refreshPayment`), so a replayed return changes nothing.
 */
export async function returnFromCsob(
  deps: PaymentsDeps,
  fields: Readonly<Record<string, string>>,
): Promise<PaymentRow> {
  const payment = await findPayment(deps.db, 'csob', fields.payId ?? '');
  if (!payment) throw ApiError.notFound('notFound.payment');
  const client = deps.gateways.csob;
  if (!client?.verifyReturn?.(fields)) {
    deps.log?.warn({ payId: fields.payId }, 'a ČSOB return whose signature does not verify');
    throw ApiError.validation([{ field: 'signature', message: 'payment.returnSignature' }], 'payment.returnSignature');
  }
  return refreshPayment(deps, 'csob', payment.externalId);
}

/**
 * A gateway call. A gateway that does not answer as its protocol says (down, an error, a signature
 * that does not verify, figures that are not the payment's) is logged with its reason and answered
 * 503: nothing is recorded, the shopper may try again, the notification is repeated by the gateway.
 */
async function askGateway<T>(deps: PaymentsDeps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    deps.log?.warn({ err: error }, 'card gateway call failed');
    throw new ApiError('service_unavailable', 'payment.gatewayFailed');
  }
}

export function toPaymentState(payment: PaymentRow): PaymentState {
  return {
    id: payment.externalId,
    gateway: payment.gateway as PaymentGateway,
    order_id: payment.orderId,
    state: payment.state as PaymentState['state'],
  };
}
