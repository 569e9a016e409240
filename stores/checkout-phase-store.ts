import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { resolvePhase, type CheckoutPhaseCart, type PhaseResolution } from '@/lib/checkout/checkout-phases';
import { phaseRoute, type CheckoutPhase, type CheckoutRoute } from '@/lib/checkout/checkout-steps';
import {
  clearLatestOrderCookie,
  readLatestOrderCookie,
  writeLatestOrderCookie,
  type LatestOrder,
} from '@/lib/checkout/latest-order-cookie';

/**
 * The checkout's client state: the phase shown and the latest order (id and access token, kept in
 * the `latest_order` cookie). The rules are `lib/checkout/checkout-phases.ts`; this store only
 * calls them and remembers the answer across the checkout's pages.
 *
 * One store per browser tab. Its actions run in effects and event handlers only, so during server
 * rendering it stays at its initial state and no shopper's data is kept in the server's module.
 */
export interface CheckoutPhaseStoreState {
  /** The phase shown now; null before a checkout page has been entered. */
  phase: CheckoutPhase | null;
  latestOrder: LatestOrder | null;
  /** Whether `latestOrder` has been read from the cookie yet. */
  latestOrderLoaded: boolean;
}

export interface CheckoutPhaseActions {
  /** Reads the latest order from the cookie (once; later calls keep what the store holds). */
  loadLatestOrder(): LatestOrder | null;
  /** Remembers the order just placed (store and cookie). */
  setLatestOrder(order: LatestOrder): void;
  /** Forgets the latest order (store and cookie). */
  clearLatestOrder(): void;
  /**
   * An order was just placed: remembers it and moves to the summary, so the page it was placed on
   * (still shown while the cart empties) is not sent back to the detail. Returns the summary's route.
   */
  orderPlaced(order: LatestOrder): CheckoutRoute;
  /**
   * A checkout page asks to show `requested` with this cart: the store moves to the phase
   * `resolvePhase` answers (clearing the latest order when it leaves the summary) and returns the
   * resolution; `navigate` says whether the page must go to `route`.
   */
  enterPhase(requested: CheckoutPhase, cart: CheckoutPhaseCart | null): PhaseResolution;
  /**
   * The cart changed (a fresh answer from the API): re-checks the current phase. Returns the route
   * to navigate to when the phase fell back, else null (also when no checkout page is shown).
   */
  syncWithCart(cart: CheckoutPhaseCart | null): CheckoutRoute | null;
}

export type CheckoutPhaseStore = CheckoutPhaseStoreState & CheckoutPhaseActions;

/** Where the latest order is kept; the browser cookie unless a test gives another. */
export interface LatestOrderStorage {
  read(): LatestOrder | null;
  write(order: LatestOrder): void;
  clear(): void;
}

const cookieStorage: LatestOrderStorage = {
  read: readLatestOrderCookie,
  write: writeLatestOrderCookie,
  clear: clearLatestOrderCookie,
};

export const initialCheckoutPhaseState: CheckoutPhaseStoreState = {
  phase: null,
  latestOrder: null,
  latestOrderLoaded: false,
};

export function createCheckoutPhaseStore(storage: LatestOrderStorage = cookieStorage) {
  return createStore<CheckoutPhaseStore>()((set, get) => ({
    ...initialCheckoutPhaseState,

    loadLatestOrder() {
      if (get().latestOrderLoaded) return get().latestOrder;
      const latestOrder = storage.read();
      set({ latestOrder, latestOrderLoaded: true });
      return latestOrder;
    },

    setLatestOrder(order) {
      storage.write(order);
      set({ latestOrder: order, latestOrderLoaded: true });
    },

    clearLatestOrder() {
      storage.clear();
      set({ latestOrder: null, latestOrderLoaded: true });
    },

    orderPlaced(order) {
      get().setLatestOrder(order);
      set({ phase: 'summary' });
      return phaseRoute('summary');
    },

    enterPhase(requested, cart) {
      const latestOrder = get().loadLatestOrder();
      const resolution = resolvePhase(requested, { cart, latestOrderId: latestOrder?.id ?? null }, get().phase);
      if (resolution.clearLatestOrder) get().clearLatestOrder();
      set({ phase: resolution.phase });
      return resolution;
    },

    syncWithCart(cart) {
      const current = get().phase;
      if (current === null) return null;
      const resolution = get().enterPhase(current, cart);
      return resolution.navigate ? resolution.route : null;
    },
  }));
}

/** The browser tab's checkout store. */
export const checkoutPhaseStore = createCheckoutPhaseStore();

/** Reads the checkout store in a component (`useCheckoutPhaseStore((s) => s.phase)`). */
export function useCheckoutPhaseStore<T>(selector: (state: CheckoutPhaseStore) => T): T {
  return useStore(checkoutPhaseStore, selector);
}
