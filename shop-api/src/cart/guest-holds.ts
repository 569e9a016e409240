import { msg, type Message } from '../messages/message';

/**
 * What a cart without an account may hold of scarce stock, and for how long (docs/cart.md, "Holds of
 * carts without an account"). Carts are free to make, so without these rules one script could hold
 * every unit of any product for as long as it likes.
 */

/** How long carts hold their stock after their last change, and the guests' cap. */
export interface CartHoldRules {
  /** A customer's cart. */
  minutes: number;
  /** A cart without an account (never longer than `minutes`). */
  guestMinutes: number;
  /** The share of a stock row's units on hand that one client's carts without an account may hold together. */
  guestShare: number;
}

/** Whose hold a guest cart's units count in: its client's (the IP it was made from), else its own. */
export interface GuestHold {
  clientIp: string | null;
  share: number;
}

/** The units one client's carts without an account may hold together: a share of the units on hand, at least one. */
export function guestHoldCap(onHand: number, share: number): number {
  return Math.max(1, Math.floor(onHand * share));
}

/** The guest rule a cart follows; null for a customer's cart (an account can be blocked, a cart cannot). */
export function guestHoldOf(cart: { customerId: number | null; clientIp: string | null }, rules: CartHoldRules) {
  return cart.customerId === null ? { clientIp: cart.clientIp, share: rules.guestShare } : null;
}

export function holdMinutes(cart: { customerId: number | null }, rules: CartHoldRules): number {
  return cart.customerId === null ? rules.guestMinutes : rules.minutes;
}

const loopback = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * The client a new cart is counted to: the request's address (behind the trusted proxies, the
 * forwarded one). A loopback caller is no client of its own (the storefront's server, a test, a
 * developer): its carts are capped one by one, so a proxy that does not forward addresses cannot
 * make every shopper one client.
 */
export function holdClientIp(requestIp: string): string | null {
  return requestIp === '' || loopback.test(requestIp) ? null : requestIp;
}

/** The field message of an amount over the guest cap. */
export function guestCapMessage(units: number): Message {
  return units > 0 ? msg('cart.guestCap', { units }) : msg('cart.guestCapNone');
}
