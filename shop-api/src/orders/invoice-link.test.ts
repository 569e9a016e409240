import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createInvoiceLinks, invoiceLinkLifetimeSeconds, requireValidLink } from './invoice-link';

const secret = 'invoice-link-unit-test-secret-0123456789';
const links = createInvoiceLinks(secret, 'https://api.example.com');
const now = Date.UTC(2026, 10, 23, 10, 0, 0);
const ids = { orderId: 12, invoiceId: 3 };

function parts(url: string) {
  const link = new URL(url);
  return { link, expires: Number(link.searchParams.get('expires')), signature: link.searchParams.get('signature')! };
}

describe('signed invoice links', () => {
  it('point at the invoice on the public origin and expire after the lifetime', () => {
    const { link, expires, signature } = parts(links.url(12, 3, now));
    expect(`${link.origin}${link.pathname}`).toBe('https://api.example.com/orders/12/invoices/3');
    expect(expires).toBe(now / 1000 + invoiceLinkLifetimeSeconds);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(links.check(ids, expires, signature, now)).toBe('valid');
    expect(links.check(ids, expires, signature, (expires - 1) * 1000)).toBe('valid');
    expect(links.check(ids, expires, signature, expires * 1000)).toBe('expired');
  });

  it('hold for the order, invoice and expiry they were signed for, under this secret only', () => {
    const { expires, signature } = parts(links.url(12, 3, now));
    expect(links.check({ orderId: 13, invoiceId: 3 }, expires, signature, now)).toBe('invalid');
    expect(links.check({ orderId: 12, invoiceId: 4 }, expires, signature, now)).toBe('invalid');
    expect(links.check(ids, expires + 60, signature, now)).toBe('invalid');
    expect(links.check(ids, expires, signature.slice(1), now)).toBe('invalid');
    const other = createInvoiceLinks('another-secret-of-the-same-length-0123456', 'https://api.example.com');
    expect(other.check(ids, expires, signature, now)).toBe('invalid');
    // "1" + "23" and "12" + "3" must not sign the same text.
    const { expires: e2, signature: s2 } = parts(links.url(1, 23, now));
    expect(links.check(ids, e2, s2, now)).toBe('invalid');
  });

  it('refuse a half, a forged or an expired link with a 403 saying which', () => {
    const { expires, signature } = parts(links.url(12, 3, Date.now() - 20 * 60_000));
    const refusal = (query: { expires?: number; signature?: string }) => {
      try {
        requireValidLink(links, ids, query);
      } catch (error) {
        if (error instanceof ApiError) return [error.status, error.message];
        throw error;
      }
      return null;
    };
    expect(refusal({ expires })).toEqual([403, expect.stringMatching(/incomplete/)]);
    expect(refusal({ signature })).toEqual([403, expect.stringMatching(/incomplete/)]);
    expect(refusal({ expires, signature })).toEqual([403, expect.stringMatching(/expired/)]);
    expect(refusal({ expires, signature: 'A'.repeat(43) })).toEqual([403, expect.stringMatching(/not valid/)]);
    const fresh = parts(links.url(12, 3));
    expect(refusal({ expires: fresh.expires, signature: fresh.signature })).toBeNull();
  });
});
