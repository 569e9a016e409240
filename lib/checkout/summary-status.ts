import { hasLatestOrder } from './checkout-phases';
import { isPayLaterService } from '@contract/codes/pay-later';

export type SummaryStatus = 'success' | 'error' | 'unknown';

const statuses: readonly SummaryStatus[] = ['success', 'error', 'unknown'];

export interface SummaryStatusInput {
  /** The page's `status` query parameter as Next gives it (a string, several, or nothing). */
  queryStatus: string | readonly string[] | null | undefined;
  /** The id of the order the shopper is known to hold (the latest order, or a customer's own); null or -1 when none. */
  latestOrderId: number | null | undefined;
  /** The order the page shows, as the shop API answered it; null when there is none. */
  order: { paid_at: string | null } | null | undefined;
  /** The order's payment service (data catalogue codes). */
  paymentService: number | null | undefined;
}

/**
 * The summary page's status (docs/checkout.md, "The summary's status"): `not-found` without an
 * order (the page answers 404); `success` for a paid order, whatever the query says (the shop API
 * read the payment); else the `status` query parameter when it is success, error or unknown, except
 * that an order paid online but not paid is never a success (a forged or replayed return URL says
 * unknown); else unknown without a known order id, error when the order is unpaid and not to be
 * paid later, success otherwise.
 */
export function summaryStatus(input: SummaryStatusInput): SummaryStatus | 'not-found' {
  if (!input.order) return 'not-found';
  if (input.order.paid_at) return 'success';
  const payLater = isPayLaterService(input.paymentService);
  const query = typeof input.queryStatus === 'string' ? input.queryStatus : undefined;
  const fromQuery = statuses.find((status) => status === query);
  if (fromQuery) return fromQuery === 'success' && !payLater ? 'unknown' : fromQuery;
  if (!hasLatestOrder(input.latestOrderId)) return 'unknown';
  return payLater ? 'success' : 'error';
}
