/**
 * A guest's proof of an order (the token of POST /order-access) for this tab only: the guest page
 * and the slip page read it, nothing else keeps it, and it lapses with the tab or in two hours.
 */
const key = 'after-sale-guest-token';

export interface GuestToken {
  orderId: number;
  orderCode: string;
  token: string;
  expiresAt: string;
}

export function saveGuestToken(value: GuestToken): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off: the page still works until it is left.
  }
}

export function readGuestToken(now = Date.now()): GuestToken | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as GuestToken;
    return Date.parse(value.expiresAt) > now ? value : null;
  } catch {
    return null;
  }
}
