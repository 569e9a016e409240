'use client';

import type { Cart } from '@contract/entities/cart';
import { CartTotals } from '@/components/cart/cart-totals';
import { usePricesWithTax } from '@/lib/cart/use-cart-scope';

/**
 * The totals beside a checkout phase: the cart page's own (one computation of the same fact),
 * with the chosen shipping and payment methods' prices, in the shopper's tax preference.
 */
export function CheckoutTotals({ cart }: { cart: Cart }) {
  const withTax = usePricesWithTax();
  return (
    <div className="rounded-lg border border-neutral-200 p-4" data-testid="checkout-totals">
      <CartTotals cart={cart} withTax={withTax} />
    </div>
  );
}
