'use client';

import { useEffect, useRef } from 'react';
import { canEnter, type CheckoutPhaseCart } from '@/lib/checkout/checkout-phases';
import type { CheckoutPhase } from '@/lib/checkout/checkout-steps';
import { useRouter } from '@/lib/i18n/navigation';
import { checkoutPhaseStore, useCheckoutPhaseStore } from '@/stores/checkout-phase-store';

export interface CheckoutPhaseGuard {
  /**
   * Whether the page may show its phase now: false while the cart or the latest order is still
   * being read (the detail needs neither) and when the phase cannot be entered, while the guard
   * takes the shopper to an earlier one.
   */
  allowed: boolean;
}

/**
 * Keeps a checkout page on a phase its cart allows (docs/checkout.md, "The store and the guard").
 * `currentPhase` is the page's own phase; `cart` the cart from React Query (`undefined` while it
 * loads, `null` when there is none).
 *
 * When the page is entered (its first cart), the store resolves the phase: a phase that cannot be
 * entered falls back to the last valid one before it, and leaving the summary clears the latest
 * order. After that, each fresh cart re-checks the phase while the store still shows this page's
 * phase; once the checkout has moved on (a fallback, or `orderPlaced` on the delivery page while
 * the cart empties), this page is on its way out and does nothing. Navigation replaces the URL, so
 * Back does not return to a page that sends the shopper away again.
 */
export function useCheckoutPhaseGuard(
  currentPhase: CheckoutPhase,
  cart: CheckoutPhaseCart | null | undefined,
): CheckoutPhaseGuard {
  const router = useRouter();
  const entered = useRef<CheckoutPhase | null>(null);
  const latestOrder = useCheckoutPhaseStore((state) => state.latestOrder);
  const latestOrderLoaded = useCheckoutPhaseStore((state) => state.latestOrderLoaded);

  useEffect(() => {
    if (cart === undefined) return;
    const store = checkoutPhaseStore.getState();
    if (entered.current !== currentPhase) {
      entered.current = currentPhase;
      const resolution = store.enterPhase(currentPhase, cart);
      if (resolution.navigate) router.replace(resolution.route);
      return;
    }
    if (store.phase !== currentPhase) return;
    const fallback = store.syncWithCart(cart);
    if (fallback) router.replace(fallback);
  }, [currentPhase, cart, router]);

  if (currentPhase === 'detail') return { allowed: true };
  if (cart === undefined || !latestOrderLoaded) return { allowed: false };
  return { allowed: canEnter(currentPhase, { cart, latestOrderId: latestOrder?.id ?? null }) };
}
