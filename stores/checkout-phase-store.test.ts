import { describe, expect, it } from 'vitest';
import type { CheckoutPhaseCart } from '@/lib/checkout/checkout-phases';
import type { LatestOrder } from '@/lib/checkout/latest-order-cookie';
import { createCheckoutPhaseStore, type LatestOrderStorage } from './checkout-phase-store';

const empty: CheckoutPhaseCart = {
  unique_amount: 0,
  shipping_method: null,
  shipping_option: null,
  payment_method: null,
};
const withItems: CheckoutPhaseCart = { ...empty, unique_amount: 1 };
const ready: CheckoutPhaseCart = {
  ...withItems,
  shipping_method: { id: 1, has_options: false },
  payment_method: { id: 2 },
};
const order: LatestOrder = { id: 42, token: 'abcdefghijklmnopqrstuvwxyz012345' };

/** An in-memory stand-in for the `latest_order` cookie that counts its reads. */
function memoryStorage(initial: LatestOrder | null = null) {
  const storage: LatestOrderStorage & { value: LatestOrder | null; reads: number } = {
    value: initial,
    reads: 0,
    read: () => {
      storage.reads += 1;
      return storage.value;
    },
    write: (next) => {
      storage.value = next;
    },
    clear: () => {
      storage.value = null;
    },
  };
  return storage;
}

describe('checkout phase store', () => {
  it('starts outside the checkout, with the latest order not read yet', () => {
    const store = createCheckoutPhaseStore(memoryStorage(order));
    expect(store.getState()).toMatchObject({ phase: null, latestOrder: null, latestOrderLoaded: false });
  });

  it('reads the latest order from the cookie once', () => {
    const storage = memoryStorage(order);
    const store = createCheckoutPhaseStore(storage);
    expect(store.getState().loadLatestOrder()).toEqual(order);
    storage.value = null;
    expect(store.getState().loadLatestOrder()).toEqual(order);
    expect(storage.reads).toBe(1);
    expect(store.getState().latestOrderLoaded).toBe(true);
  });

  it('enters a phase the cart allows, without navigating', () => {
    const store = createCheckoutPhaseStore(memoryStorage());
    const resolution = store.getState().enterPhase('delivery', ready);
    expect(resolution).toMatchObject({ phase: 'delivery', navigate: false });
    expect(store.getState().phase).toBe('delivery');
  });

  it('falls back to the last valid phase and says where to go', () => {
    const store = createCheckoutPhaseStore(memoryStorage());
    const resolution = store.getState().enterPhase('delivery', withItems);
    expect(resolution).toMatchObject({
      phase: 'shipping_and_payment',
      route: '/cart/shipping-and-payment',
      navigate: true,
    });
    expect(store.getState().phase).toBe('shipping_and_payment');
  });

  it('enters the summary with the latest order of the cookie, even with an empty cart', () => {
    const store = createCheckoutPhaseStore(memoryStorage(order));
    expect(store.getState().enterPhase('summary', empty)).toMatchObject({ phase: 'summary', navigate: false });
  });

  it('sends a summary without an order back', () => {
    const store = createCheckoutPhaseStore(memoryStorage());
    expect(store.getState().enterPhase('summary', empty)).toMatchObject({
      phase: 'detail',
      route: '/cart',
      navigate: true,
    });
  });

  it('clears the latest order, in the store and the cookie, when the summary is left', () => {
    const storage = memoryStorage(order);
    const store = createCheckoutPhaseStore(storage);
    store.getState().enterPhase('summary', empty);
    store.getState().enterPhase('detail', empty);
    expect(store.getState()).toMatchObject({ phase: 'detail', latestOrder: null });
    expect(storage.value).toBeNull();
    // Back to the summary: no order any more.
    expect(store.getState().enterPhase('summary', empty)).toMatchObject({ phase: 'detail', navigate: true });
  });

  it('keeps the latest order while the summary is shown again', () => {
    const storage = memoryStorage(order);
    const store = createCheckoutPhaseStore(storage);
    store.getState().enterPhase('summary', empty);
    store.getState().enterPhase('summary', empty);
    expect(store.getState().latestOrder).toEqual(order);
    expect(storage.value).toEqual(order);
  });

  it('remembers a placed order and moves to the summary', () => {
    const storage = memoryStorage();
    const store = createCheckoutPhaseStore(storage);
    store.getState().enterPhase('delivery', ready);
    expect(store.getState().orderPlaced(order)).toBe('/cart/summary');
    expect(store.getState()).toMatchObject({ phase: 'summary', latestOrder: order });
    expect(storage.value).toEqual(order);
  });

  it('sets and clears the latest order explicitly', () => {
    const storage = memoryStorage();
    const store = createCheckoutPhaseStore(storage);
    store.getState().setLatestOrder(order);
    expect(storage.value).toEqual(order);
    store.getState().clearLatestOrder();
    expect(store.getState().latestOrder).toBeNull();
    expect(storage.value).toBeNull();
  });

  describe('syncWithCart', () => {
    it('does nothing outside the checkout', () => {
      const store = createCheckoutPhaseStore(memoryStorage());
      expect(store.getState().syncWithCart(empty)).toBeNull();
      expect(store.getState().phase).toBeNull();
    });

    it('stays when the fresh cart still allows the phase', () => {
      const store = createCheckoutPhaseStore(memoryStorage());
      store.getState().enterPhase('delivery', ready);
      expect(store.getState().syncWithCart({ ...ready, unique_amount: 3 })).toBeNull();
      expect(store.getState().phase).toBe('delivery');
    });

    it('returns the route of the phase it fell back to', () => {
      const store = createCheckoutPhaseStore(memoryStorage());
      store.getState().enterPhase('delivery', ready);
      expect(store.getState().syncWithCart({ ...ready, payment_method: null })).toBe('/cart/shipping-and-payment');
      expect(store.getState().syncWithCart(empty)).toBe('/cart');
      expect(store.getState().phase).toBe('detail');
    });

    it('keeps the summary while the cart empties after the order', () => {
      const store = createCheckoutPhaseStore(memoryStorage());
      store.getState().orderPlaced(order);
      expect(store.getState().syncWithCart(empty)).toBeNull();
      expect(store.getState().phase).toBe('summary');
    });
  });
});
