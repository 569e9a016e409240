/** The one field the rule reads (data catalogue, Cart: `unique_amount`, the number of distinct lines). */
export interface CartItemCount {
  unique_amount: number;
}

/** A cart has items when `unique_amount` is above 0 (docs/cart.md, "Decisions"); no cart has none. */
export function cartHasItems(cart: CartItemCount | null | undefined): boolean {
  return cart != null && cart.unique_amount > 0;
}
