import { cartHasItems } from '@contract/codes/cart-has-items';
import { checkoutPhases, phaseIndex, phaseRoute, type CheckoutPhase, type CheckoutRoute } from './checkout-steps';

/**
 * The checkout phase machine (docs/checkout.md, "The phase machine"): detail → shipping_and_payment
 * → delivery → summary, each with its entry requirements, and the fallback to the last valid phase.
 * Pure: the Zustand store (`stores/checkout-phase-store.ts`) and the route guard only call it.
 */

/**
 * What the requirements read from a cart, named as the data catalogue names the Cart's fields, so
 * the contract's Cart satisfies it as it is.
 */
export interface CheckoutPhaseCart {
  unique_amount: number;
  shipping_method?: { id: number; has_options: boolean } | null;
  shipping_option?: { id: number } | null;
  payment_method?: { id: number } | null;
}

export interface CheckoutPhaseState {
  /** The shopper's cart; null when there is none, which counts as an empty cart. */
  cart: CheckoutPhaseCart | null;
  /** The order placed last in this browser; null, or the spec's -1, when there is none. */
  latestOrderId: number | null;
}

/** One requirement of a phase; a phase lists the ones it misses in checkout order. */
export type PhaseRequirement = 'items' | 'shipping_method' | 'shipping_option' | 'payment_method' | 'order';

/** The spec keeps "no latest order" as -1; any id that is not a positive integer means none. */
export function hasLatestOrder(latestOrderId: number | null | undefined): latestOrderId is number {
  return typeof latestOrderId === 'number' && Number.isInteger(latestOrderId) && latestOrderId > 0;
}

function missingForDelivery(cart: CheckoutPhaseCart | null): PhaseRequirement[] {
  const missing: PhaseRequirement[] = [];
  if (!cartHasItems(cart)) missing.push('items');
  const method = cart?.shipping_method ?? null;
  if (!method) missing.push('shipping_method');
  else if (method.has_options && !cart?.shipping_option) missing.push('shipping_option');
  if (!cart?.payment_method) missing.push('payment_method');
  return missing;
}

/** The requirements of `phase` that `state` does not meet; empty when the phase can be entered. */
export function missingRequirements(phase: CheckoutPhase, state: CheckoutPhaseState): PhaseRequirement[] {
  switch (phase) {
    case 'detail':
      return [];
    case 'shipping_and_payment':
      return cartHasItems(state.cart) ? [] : ['items'];
    case 'delivery':
      return missingForDelivery(state.cart);
    case 'summary':
      return hasLatestOrder(state.latestOrderId) ? [] : ['order'];
  }
}

/** Whether `phase`'s entry requirements are met. */
export function canEnter(phase: CheckoutPhase, state: CheckoutPhaseState): boolean {
  return missingRequirements(phase, state).length === 0;
}

/**
 * The furthest phase, no later than `upTo`, that can be entered; `detail` (the first, with no
 * requirements) when none after it can. Without `upTo` the summary counts too.
 */
export function lastValidPhase(state: CheckoutPhaseState, upTo: CheckoutPhase = 'summary'): CheckoutPhase {
  const candidates = checkoutPhases.slice(0, phaseIndex(upTo) + 1);
  return candidates.findLast((phase) => canEnter(phase, state)) ?? 'detail';
}

export interface PhaseResolution {
  /** The phase to show. */
  phase: CheckoutPhase;
  /** Its route (a next-intl app pathname). */
  route: CheckoutRoute;
  /** True when `phase` is not the requested one: the checkout must navigate to `route`. */
  navigate: boolean;
  /** True when the shopper leaves the summary: the latest order is forgotten. */
  clearLatestOrder: boolean;
}

/**
 * The phase to show when `requested` is asked for (a page opened, or re-checked after the cart
 * changed): the requested phase when it can be entered, else the last valid phase before it, so a
 * checkout never jumps forward. `current` is the phase shown until now; moving off the summary
 * clears the latest order.
 */
export function resolvePhase(
  requested: CheckoutPhase,
  state: CheckoutPhaseState,
  current: CheckoutPhase | null = null,
): PhaseResolution {
  const phase = canEnter(requested, state) ? requested : lastValidPhase(state, requested);
  return {
    phase,
    route: phaseRoute(phase),
    navigate: phase !== requested,
    clearLatestOrder: current === 'summary' && phase !== 'summary',
  };
}
