import { parseLatestOrder, type LatestOrder } from './latest-order-cookie';

/** The `order` query parameter of the summary as an order id, or null (absent, repeated, not a positive integer). */
export function summaryOrderId(value: string | readonly string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * How the summary may read an order (docs/checkout.md, "The summary"): `id` the order, `token` the
 * order's access token when this browser holds it (the `latest_order` cookie's order), and
 * `bearer` the signed-in customer's access token, with which the shop API opens the customer's own
 * orders. The API decides: another customer's order, or a guest's without its token, is a 404.
 */
export interface SummaryRead {
  id: number;
  token: string | null;
  bearer: string | null;
}

/**
 * Which order the summary shows and how it may read it: the one the query names (else the latest
 * order), with the latest order's token when it is that order, and with the customer's bearer. No
 * order named, or neither a token nor a bearer: nothing to read (the page answers 404).
 */
export function summaryOrderToRead(
  queryOrder: string | readonly string[] | undefined,
  latestOrderCookie: string | undefined,
  bearer: string | null = null,
): { latest: LatestOrder | null; read: SummaryRead | null } {
  const latest = parseLatestOrder(latestOrderCookie);
  const id = summaryOrderId(queryOrder) ?? latest?.id ?? null;
  if (id === null) return { latest, read: null };
  const token = latest?.id === id ? latest.token : null;
  return { latest, read: token || bearer ? { id, token, bearer } : null };
}
