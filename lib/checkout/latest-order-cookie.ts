import { readCookie, writeCookie } from '@/lib/api/browser-cookies';

/**
 * The `latest_order` cookie: the order placed last in this browser, as `<id>.<token>` (the order's
 * id and the `access_token` that `GET /orders/{id}` wants in `X-Order-Token`). SameSite=Lax, one
 * day; written by the client only. The summary reads it to know "the latest order"
 * (docs/checkout.md, "The phase machine").
 */
export const latestOrderCookie = 'latest_order';
/** One day, in seconds (cookie Max-Age). */
export const latestOrderMaxAge = 60 * 60 * 24;

export interface LatestOrder {
  id: number;
  token: string;
}

/** base64url, as the API issues order tokens (32+ random bytes); bounded so a bad cookie is not stored back. */
const tokenPattern = /^[A-Za-z0-9_-]{16,512}$/;
const idPattern = /^[1-9][0-9]{0,15}$/;

/** The cookie's value as `{ id, token }`, or null when it is absent or malformed. */
export function parseLatestOrder(value: string | null | undefined): LatestOrder | null {
  if (!value) return null;
  const separator = value.indexOf('.');
  if (separator === -1) return null;
  const id = value.slice(0, separator);
  const token = value.slice(separator + 1);
  if (!idPattern.test(id) || !tokenPattern.test(token)) return null;
  const number = Number(id);
  return Number.isSafeInteger(number) ? { id: number, token } : null;
}

/** The cookie's value for an order; throws on an id or token that `parseLatestOrder` would refuse. */
export function formatLatestOrder(order: LatestOrder): string {
  const value = `${order.id}.${order.token}`;
  if (!parseLatestOrder(value))
    throw new RangeError('A latest order needs a positive integer id and a base64url token.');
  return value;
}

/** The latest order of this browser (client only; null during server rendering). */
export function readLatestOrderCookie(): LatestOrder | null {
  return parseLatestOrder(readCookie(latestOrderCookie));
}

export function writeLatestOrderCookie(order: LatestOrder): void {
  writeCookie(latestOrderCookie, formatLatestOrder(order), latestOrderMaxAge);
}

export function clearLatestOrderCookie(): void {
  writeCookie(latestOrderCookie, '', 0);
}

/** The latest order from a request's `Cookie` header (route handlers), or null. */
export function latestOrderFromCookieHeader(header: string | null | undefined): LatestOrder | null {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== latestOrderCookie) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return parseLatestOrder(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return null;
}
