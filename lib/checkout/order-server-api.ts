import 'server-only';
import type { Order } from '@contract/entities/order';
import type { Locale } from '@contract/locales';
import { createApiClient, type ApiClient } from '@/lib/api/api-client';
import { ApiClientError } from '@/lib/api/api-client-error';
import { serverApiBaseUrl } from '@/lib/api/api-url';
import { getOrder, getPaymentState, postCsobReturn } from './checkout-api';
import type { LatestOrder } from './latest-order-cookie';
import type { PaymentReturnDeps } from './payment-return';
import type { SummaryRead } from './summary-order';

/**
 * The storefront server's per-shopper checkout reads: an order with its token or the customer's
 * bearer (the summary) and a payment's state (the payment return). Never cached: each answer belongs to one shopper and
 * changes when the payment does. Catalogue reads (`lib/data/`) stay apart and cookie-free.
 */
export function orderServerApi(locale: Locale, bearer?: string): ApiClient {
  return createApiClient({ baseUrl: serverApiBaseUrl(), locale, cache: 'no-store', token: bearer });
}

/** A refusal that means "not this reader's order": 401 (no longer signed in), 403, 404 or 422. */
const refused = (error: unknown) => error instanceof ApiClientError && [401, 403, 404, 422].includes(error.status);

/**
 * The order this browser placed, read with its token in `locale`; null when the API refuses it
 * (403: the token does not open it, 404: no such order). Other failures are thrown: the page's
 * error boundary shows them instead of a false "not found".
 */
export async function readLatestOrder(locale: Locale, latest: LatestOrder): Promise<Order | null> {
  try {
    return await getOrder(orderServerApi(locale), latest.id, latest.token);
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}

/**
 * The order the summary shows (docs/checkout.md, "The summary"): with the order's token when this
 * browser holds it, else as the signed-in customer's own order (`GET /orders/{id}` with the
 * bearer). Null when neither opens it: another customer's order and an unknown one alike.
 */
export async function readSummaryOrder(locale: Locale, read: SummaryRead): Promise<Order | null> {
  const withToken = read.token ? await readLatestOrder(locale, { id: read.id, token: read.token }) : null;
  if (withToken || !read.bearer) return withToken;
  try {
    return await getOrder(orderServerApi(locale, read.bearer), read.id);
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}

/** The shop API calls of the payment return route. */
export const paymentReturnDeps: PaymentReturnDeps = {
  paymentState: (gateway, paymentId) => getPaymentState(orderServerApi('en'), gateway, paymentId),
  csobReturn: (fields) => postCsobReturn(orderServerApi('en'), fields),
  orderLanguage: async (order) => (await getOrder(orderServerApi('en'), order.id, order.token)).language,
};
