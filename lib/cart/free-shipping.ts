/** The cart fields the progress reads, as the data catalogue names them (money as `{ value }`). */
export interface FreeShippingCart {
  has_free_shipping: boolean;
  discounted_taxed_items_price: { value: number };
}

export type FreeShippingProgress =
  /** Shipping is free (the API says so: above the threshold, or a free-shipping voucher). */
  | { state: 'free' }
  /** `remaining` more (in the cart's currency, taxed) makes shipping free; `ratio` is the way there, 0–1. */
  | { state: 'remaining'; remaining: number; ratio: number }
  /** Nothing to promise: no threshold in this currency, or the API does not grant it for another reason. */
  | { state: 'unavailable' };

/**
 * How far the cart is from free shipping. `threshold` is the free shipping price of the cart's
 * currency (data catalogue: given per currency), compared with the discounted taxed price of the
 * items; null or 0 when the currency has none. The API's `has_free_shipping` has the last word.
 */
export function freeShippingProgress(
  cart: FreeShippingCart,
  threshold: number | null | undefined,
): FreeShippingProgress {
  if (cart.has_free_shipping) return { state: 'free' };
  if (!threshold || threshold <= 0) return { state: 'unavailable' };
  const total = cart.discounted_taxed_items_price.value;
  const remaining = Math.round((threshold - total) * 100) / 100;
  if (remaining <= 0) return { state: 'unavailable' };
  return { state: 'remaining', remaining, ratio: Math.min(1, Math.max(0, total / threshold)) };
}
