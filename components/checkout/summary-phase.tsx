'use client';

import { useEffect } from 'react';
import { checkoutPhaseStore } from '@/stores/checkout-phase-store';
import { useCheckoutCart } from './use-checkout-cart';
import { useCheckoutPhaseGuard } from './use-checkout-phase-guard';

/** A clear waiting for the next tick: a remount in between (React's development double effects) cancels it. */
let pendingClear: ReturnType<typeof setTimeout> | undefined;

/**
 * The summary's part of the phase machine (renders nothing): the guard enters the summary phase,
 * and leaving the summary for any page of the app clears the latest order (docs/checkout.md, "The
 * summary"; a checkout phase's own guard does the same). A full page load (to a payment gateway)
 * keeps it: the shopper comes back to this order.
 */
export function SummaryPhase() {
  const { cart } = useCheckoutCart({ throwOnFatal: false });
  useCheckoutPhaseGuard('summary', cart);
  useEffect(() => {
    clearTimeout(pendingClear);
    return () => {
      pendingClear = setTimeout(() => checkoutPhaseStore.getState().clearLatestOrder(), 0);
    };
  }, []);
  return null;
}
