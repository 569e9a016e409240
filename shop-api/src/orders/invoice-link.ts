import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../http/api-error';
import { invoicePath } from './order.serializer';

/**
 * Signed, short-lived links to an invoice's printable page (docs/orders-and-payments.md, "Invoice
 * links"). A link opens the invoice without a bearer or the order's token, so a plain
 * `<a href>` in the storefront opens it in a new tab: `?expires` (unix seconds) and `?signature`,
 * the HMAC-SHA256 of the order id, the invoice id and the expiry under the server's secret
 * (base64url, 43 characters). Whoever holds the link reads that one invoice until it expires.
 */

/** How long a link opens its invoice after it was handed out. */
export const invoiceLinkLifetimeSeconds = 15 * 60;

export type InvoiceLinkCheck = 'valid' | 'expired' | 'invalid';

export interface InvoiceLinks {
  /** The absolute link (on the API's public origin) to an invoice, valid for the lifetime from `now`. */
  url(orderId: number, invoiceId: number, now?: number): string;
  /** Whether `expires` and `signature` were handed out for this order and invoice, and still hold. */
  check(
    ids: { orderId: number; invoiceId: number },
    expires: number,
    signature: string,
    now?: number,
  ): InvoiceLinkCheck;
}

const unixSeconds = (ms: number) => Math.floor(ms / 1000);

export function createInvoiceLinks(
  secret: string,
  publicUrl: string,
  lifetimeSeconds = invoiceLinkLifetimeSeconds,
): InvoiceLinks {
  const sign = (orderId: number, invoiceId: number, expires: number) =>
    createHmac('sha256', secret).update(`invoice:${orderId}:${invoiceId}:${expires}`).digest('base64url');
  return {
    url(orderId, invoiceId, now = Date.now()) {
      const expires = unixSeconds(now) + lifetimeSeconds;
      const query = new URLSearchParams({ expires: String(expires), signature: sign(orderId, invoiceId, expires) });
      return `${publicUrl}${invoicePath(orderId, invoiceId)}?${query.toString()}`;
    },
    check({ orderId, invoiceId }, expires, signature, now = Date.now()) {
      const expected = Buffer.from(sign(orderId, invoiceId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires > unixSeconds(now) ? 'valid' : 'expired';
    },
  };
}

/**
 * The query of a signed link as the route received it: both parameters, else a 403. A link is judged
 * on its own: with either parameter present, a bearer or an order token sent along does not count.
 */
export function requireValidLink(
  links: InvoiceLinks,
  ids: { orderId: number; invoiceId: number },
  query: { expires?: number; signature?: string },
): void {
  if (query.expires === undefined || query.signature === undefined)
    throw new ApiError('forbidden', 'order.invoiceLinkIncomplete');
  const check = links.check(ids, query.expires, query.signature);
  if (check === 'expired') throw new ApiError('forbidden', 'order.invoiceLinkExpired');
  if (check === 'invalid') throw new ApiError('forbidden', 'order.invoiceLinkInvalid');
}
