// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutPhaseCart } from '@/lib/checkout/checkout-phases';
import type { CheckoutPhase } from '@/lib/checkout/checkout-steps';
import {
  clearLatestOrderCookie,
  readLatestOrderCookie,
  writeLatestOrderCookie,
} from '@/lib/checkout/latest-order-cookie';
import { checkoutPhaseStore, initialCheckoutPhaseState } from '@/stores/checkout-phase-store';
import { useCheckoutPhaseGuard } from './use-checkout-phase-guard';

const replace = vi.hoisted(() => vi.fn());
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ replace, push: vi.fn() }) }));

const empty: CheckoutPhaseCart = {
  unique_amount: 0,
  shipping_method: null,
  shipping_option: null,
  payment_method: null,
};
const withItems: CheckoutPhaseCart = { ...empty, unique_amount: 2 };
const ready: CheckoutPhaseCart = {
  ...withItems,
  shipping_method: { id: 5, has_options: true },
  shipping_option: { id: 51 },
  payment_method: { id: 1 },
};
const order = { id: 42, token: 'abcdefghijklmnopqrstuvwxyz012345' };

function renderGuard(phase: CheckoutPhase, cart: CheckoutPhaseCart | null | undefined) {
  return renderHook(({ phase, cart }) => useCheckoutPhaseGuard(phase, cart), { initialProps: { phase, cart } });
}

describe('useCheckoutPhaseGuard', () => {
  beforeEach(() => {
    replace.mockReset();
    clearLatestOrderCookie();
    checkoutPhaseStore.setState(initialCheckoutPhaseState);
  });

  it('lets the detail show at once and stays there', () => {
    const { result } = renderGuard('detail', undefined);
    expect(result.current.allowed).toBe(true);
    expect(replace).not.toHaveBeenCalled();
  });

  it('waits for the cart before judging a later phase', () => {
    const { result, rerender } = renderGuard('delivery', undefined);
    expect(result.current.allowed).toBe(false);
    expect(replace).not.toHaveBeenCalled();
    rerender({ phase: 'delivery', cart: ready });
    expect(result.current.allowed).toBe(true);
    expect(replace).not.toHaveBeenCalled();
    expect(checkoutPhaseStore.getState().phase).toBe('delivery');
  });

  it('sends a direct visit to a later phase with an empty cart to the detail', () => {
    const { result } = renderGuard('delivery', empty);
    expect(result.current.allowed).toBe(false);
    expect(replace).toHaveBeenCalledExactlyOnceWith('/cart');
  });

  it('treats no cart as an empty one', () => {
    renderGuard('shipping_and_payment', null);
    expect(replace).toHaveBeenCalledExactlyOnceWith('/cart');
  });

  it('falls back to the last valid phase when the cart stops allowing the current one', () => {
    const { result, rerender } = renderGuard('delivery', ready);
    expect(replace).not.toHaveBeenCalled();
    rerender({ phase: 'delivery', cart: { ...ready, shipping_option: null } });
    expect(replace).toHaveBeenCalledExactlyOnceWith('/cart/shipping-and-payment');
    expect(result.current.allowed).toBe(false);
    // The page is on its way out: a further cart does not navigate again.
    rerender({ phase: 'delivery', cart: empty });
    expect(replace).toHaveBeenCalledOnce();
  });

  it('shows the summary of the latest order in the cookie', () => {
    writeLatestOrderCookie(order);
    const { result } = renderGuard('summary', empty);
    expect(result.current.allowed).toBe(true);
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a summary without a latest order to the last valid phase', () => {
    renderGuard('summary', withItems);
    expect(replace).toHaveBeenCalledExactlyOnceWith('/cart/shipping-and-payment');
  });

  it('does not send the delivery page back while the cart empties after the order', () => {
    const { rerender } = renderGuard('delivery', ready);
    act(() => {
      checkoutPhaseStore.getState().orderPlaced(order);
    });
    rerender({ phase: 'delivery', cart: empty });
    expect(replace).not.toHaveBeenCalled();
    expect(checkoutPhaseStore.getState().phase).toBe('summary');
  });

  it('clears the latest order when the shopper leaves the summary', () => {
    writeLatestOrderCookie(order);
    const { rerender } = renderGuard('summary', empty);
    expect(checkoutPhaseStore.getState().latestOrder).toEqual(order);
    rerender({ phase: 'detail', cart: empty });
    expect(checkoutPhaseStore.getState().latestOrder).toBeNull();
    expect(readLatestOrderCookie()).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
