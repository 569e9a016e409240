import { readCookie, writeCookie } from '@/lib/api/browser-cookies';
import { cartIdCookie, cartIdMaxAge } from '@/lib/api/cookie-names';

/**
 * The `cart_id` cookie: the visitor's cart id, the one thing the storefront keeps of an anonymous
 * cart (docs/cart.md, "Cookie"). Not httpOnly (the client islands read it), SameSite=Lax, path /,
 * ten years. Only the cart's client islands write it, after the API created or confirmed a cart; no
 * server render reads or writes it, so catalogue pages stay cacheable. Free of zod on purpose: the
 * header's mini-cart reads it in every page's first JavaScript.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cart id as the API issues it (a UUID), or null for anything else. */
export function parseCartId(value: string | null | undefined): string | null {
  return value && uuidPattern.test(value) ? value.toLowerCase() : null;
}

/** The stored cart id, or null when there is none (or it is not a UUID). */
export function readCartId(): string | null {
  return parseCartId(readCookie(cartIdCookie));
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever this tab writes or clears the cart id (for `useSyncExternalStore`). */
export function subscribeCartId(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function writeCartId(id: string): void {
  const parsed = parseCartId(id);
  if (!parsed) throw new RangeError('A cart id is a UUID.');
  writeCookie(cartIdCookie, parsed, cartIdMaxAge);
  changed();
}

export function clearCartId(): void {
  writeCookie(cartIdCookie, '', 0);
  changed();
}
