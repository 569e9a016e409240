'use client';

import type { Cart } from '@contract/entities/cart';
import { useCart, type UseCartResult } from '@/lib/cart/use-cart';
import { useHydrated } from '@/lib/cart/use-cart-scope';

export interface CheckoutCart extends Pick<UseCartResult, 'error' | 'refetch' | 'scope'> {
  /**
   * The cart as the phase guard reads it: `undefined` while it is not known yet (server render,
   * hydration, first load, or a failed load with nothing to show), `null` when the visitor has
   * none (an empty cart), else the cart.
   */
  cart: Cart | null | undefined;
}

/**
 * The cart of a checkout page, with "not known yet" kept apart from "no cart" so the guard never
 * judges too early. A cart that cannot be loaded at all is the fatal `general` error (docs/cart.md,
 * "Loading") unless `throwOnFatal` is false (the summary and the step bar do without the cart).
 */
export function useCheckoutCart({ throwOnFatal = true }: { throwOnFatal?: boolean } = {}): CheckoutCart {
  const hydrated = useHydrated();
  const { cart, isLoading, error, refetch, scope } = useCart({ throwOnFatal });
  const known = hydrated && !isLoading && !(error && !cart);
  return { cart: known ? cart : undefined, error, refetch, scope };
}
