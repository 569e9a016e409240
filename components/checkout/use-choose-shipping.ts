'use client';

import { useQueryClient } from '@tanstack/react-query';
import type { SetCartShippingMethodBody } from '@contract/calls/cart';
import type { Cart } from '@contract/entities/cart';
import { getBrowserApi } from '@/lib/api/browser-api';
import type { CartActionResult } from '@/lib/cart/cart-action-result';
import { listCartPaymentMethods } from '@/lib/cart/cart-api';
import { cartKeys, type CartScope } from '@/lib/cart/cart-query-keys';
import { useSetCartPaymentMethod, useSetCartShippingMethod } from '@/lib/cart/use-cart-mutations';
import { useCartNotifier } from '@/lib/cart/use-cart-notifier';
import { paymentAfterShippingChange, paymentUnavailableNotice } from '@/lib/checkout/payment-compatibility';

export interface ChooseShipping {
  choose: (body: SetCartShippingMethodBody) => Promise<CartActionResult<{ cart: Cart }>>;
  isPending: boolean;
}

/**
 * Chooses the shipping method (and pickup point), then keeps the payment method compatible
 * (docs/checkout.md, "Shipping and payment"): when the API dropped it, its answer carries the
 * notice (shown by the cart's notifier); otherwise the payment list is fetched again and a choice
 * it no longer allows is unset here, with the same notice. `onPaymentDropped` lets the page say so
 * beside the list too.
 */
export function useChooseShipping(scope: CartScope, onPaymentDropped: () => void): ChooseShipping {
  const queryClient = useQueryClient();
  const setShipping = useSetCartShippingMethod();
  const setPayment = useSetCartPaymentMethod();
  const notify = useCartNotifier();

  async function keepPaymentCompatible(cart: Cart): Promise<void> {
    if (cart.notices.some((notice) => notice.key === paymentUnavailableNotice)) return onPaymentDropped();
    if (!cart.payment_method) return;
    const list = await queryClient
      .fetchQuery({
        queryKey: cartKeys.paymentMethods(scope, cart.id),
        queryFn: () => listCartPaymentMethods(getBrowserApi(scope.locale), cart.id),
        staleTime: 0,
      })
      .catch(() => null);
    if (!list) return;
    const decision = paymentAfterShippingChange(cart.payment_method, list.items);
    if (decision.action !== 'drop') return;
    await setPayment.run({ payment_method_id: null });
    notify.changes([{ key: decision.notice }]);
    onPaymentDropped();
  }

  return {
    choose: async (body) => {
      const result = await setShipping.run(body);
      if (result.ok) await keepPaymentCompatible(result.cart);
      return result;
    },
    isPending: setShipping.isPending || setPayment.isPending,
  };
}
