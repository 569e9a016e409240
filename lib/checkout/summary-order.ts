import { parseLatestOrder, type LatestOrder } from './latest-order-cookie';

/** The `order` query parameter of the summary as an order id, or null (absent, repeated, not a positive integer). */
export function summaryOrderId(value: string | readonly string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Which order the summary may show: the one the query names (else the latest order), and only when
 * this browser holds its token, i.e. it is the latest order of the `latest_order` cookie. Another
 * order cannot be read (the API wants its token), so the page answers 404 for it.
 */
export function summaryOrderToRead(
  queryOrder: string | readonly string[] | undefined,
  latestOrderCookie: string | undefined,
): { latest: LatestOrder | null; read: LatestOrder | null } {
  const latest = parseLatestOrder(latestOrderCookie);
  const requested = summaryOrderId(queryOrder) ?? latest?.id ?? null;
  return { latest, read: latest && requested === latest.id ? latest : null };
}
