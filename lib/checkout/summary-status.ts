import { hasLatestOrder } from './checkout-phases';
import { isPayLaterService } from '@contract/codes/pay-later';

export type SummaryStatus = 'success' | 'error' | 'unknown';

const statuses: readonly SummaryStatus[] = ['success', 'error', 'unknown'];

export interface SummaryStatusInput {
  /** The page's `status` query parameter as Next gives it (a string, several, or nothing). */
  queryStatus: string | readonly string[] | null | undefined;
  /** The latest order id of the checkout store; null or -1 when there is none. */
  latestOrderId: number | null | undefined;
  /** The order the page shows; null when there is none. */
  order: { paid_at: string | null } | null | undefined;
  /** The order's payment service (data catalogue codes). */
  paymentService: number | null | undefined;
}

/**
 * The summary page's status (docs/checkout.md, "The summary's status"): `not-found` without an
 * order (the page answers 404); else the `status` query parameter when it is success, error or
 * unknown; else unknown without a latest order id, error when the order is unpaid and not to be
 * paid later, success otherwise.
 */
export function summaryStatus(input: SummaryStatusInput): SummaryStatus | 'not-found' {
  if (!input.order) return 'not-found';
  const query = typeof input.queryStatus === 'string' ? input.queryStatus : undefined;
  const fromQuery = statuses.find((status) => status === query);
  if (fromQuery) return fromQuery;
  if (!hasLatestOrder(input.latestOrderId)) return 'unknown';
  if (!input.order.paid_at && !isPayLaterService(input.paymentService)) return 'error';
  return 'success';
}
