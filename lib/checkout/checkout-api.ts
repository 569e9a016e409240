import { ShippingOptionListResponseSchema } from '@contract/calls/cart';
import {
  orderHeaders,
  OrderResponseSchema,
  PlacedOrderResponseSchema,
  type CreateOrderBody,
} from '@contract/calls/orders';
import {
  CsobPaymentResponseSchema,
  GoPayRequestResponseSchema,
  PaymentStateSchema,
  type CsobReturnBody,
  type PaymentGateway,
} from '@contract/calls/payments';
import type { ApiClient } from '@/lib/api/api-client';

/**
 * The checkout's calls beyond the cart (docs/checkout.md): pickup points, placing the order,
 * reading it with its token, and starting a card payment. Each takes the client (the browser's or
 * the server's), is parsed with the contract's answer schema and throws `ApiClientError`; the hooks
 * and routes that call them turn failures into results.
 */

/** How many pickup points one search shows; a longer list asks the shopper to search instead. */
export const pickupPointPageSize = 20;

/** `GET /shipping-methods/{id}/options?search=`: a page of a method's pickup points. */
export const searchShippingOptions = (api: ApiClient, methodId: number, search: string, signal?: AbortSignal) =>
  api.get(ShippingOptionListResponseSchema, 'shipping-methods', {
    params: [methodId, 'options'],
    search: { ...(search.trim() ? { search: search.trim() } : {}), per_page: String(pickupPointPageSize) },
    signal,
  });

/** `POST /orders` with the attempt's `Idempotency-Key`: the same key answers the same order. */
export const placeOrder = (api: ApiClient, body: CreateOrderBody, idempotencyKey: string) =>
  api.post(PlacedOrderResponseSchema, 'orders', { body, headers: { [orderHeaders.idempotencyKey]: idempotencyKey } });

/** `GET /orders/{id}` for the guest who holds the order's access token. */
/** `GET /orders/{id}`: with the order's token, or (without one) as the client's signed-in customer. */
export const getOrder = (api: ApiClient, orderId: number, token?: string) =>
  api.get(OrderResponseSchema, 'orders', { id: orderId, headers: token ? { [orderHeaders.orderToken]: token } : {} });

/**
 * Starts a card payment of an order at its gateway; answers the gateway page's URL. A guest proves
 * the order with its token; a signed-in customer's bearer does (no token).
 */
export async function startGatewayPayment(
  api: ApiClient,
  gateway: PaymentGateway,
  order: { id: number; token?: string },
  returnUrl: string,
): Promise<string> {
  const headers: Record<string, string> = order.token ? { [orderHeaders.orderToken]: order.token } : {};
  if (gateway === 'gopay') {
    const answer = await api.post(GoPayRequestResponseSchema, 'gopay-requests', {
      body: { order_id: order.id, return_url: returnUrl },
      headers,
    });
    return answer.gateUrl;
  }
  const answer = await api.post(CsobPaymentResponseSchema, 'csob', {
    params: ['payment'],
    body: { order_id: order.id, return_uri: returnUrl, return_method: 'POST' },
    headers,
  });
  return answer.gatewayUri;
}

/** `GET /payments/{gateway}/{paymentId}`: where a payment stands, as the shop API (not the gateway's query) says. */
export const getPaymentState = (api: ApiClient, gateway: PaymentGateway, paymentId: string) =>
  api.get(PaymentStateSchema, 'payments', { params: [gateway, paymentId] });

/** `POST /payments/csob/return`: ČSOB's signed return, verified by the API; answers the payment's state. */
export const postCsobReturn = (api: ApiClient, fields: CsobReturnBody) =>
  api.post(PaymentStateSchema, 'payments', { params: ['csob', 'return'], body: fields });
