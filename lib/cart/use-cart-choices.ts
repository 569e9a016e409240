'use client';

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getCartAddresses, listCartPaymentMethods, listCartShippingMethods } from './cart-api';
import { cartKeys, type CartScope } from './cart-query-keys';
import { getBrowserApi } from '@/lib/api/browser-api';
import { useCart } from './use-cart';

/** The query of a cart's shipping methods (the list envelope), shared by the step and the cart's prefetch. */
function shippingMethodsQuery(scope: CartScope, cartId: string) {
  return queryOptions({
    queryKey: cartKeys.shippingMethods(scope, cartId),
    queryFn: ({ signal }) => listCartShippingMethods(getBrowserApi(scope.locale), cartId, signal),
  });
}

function paymentMethodsQuery(scope: CartScope, cartId: string) {
  return queryOptions({
    queryKey: cartKeys.paymentMethods(scope, cartId),
    queryFn: ({ signal }) => listCartPaymentMethods(getBrowserApi(scope.locale), cartId, signal),
  });
}

/**
 * What the checkout offers a cart: its shipping and payment methods (with `can_use` for this cart)
 * and its addresses. Each loads once the cart is known and is fetched again after every change of
 * the cart (`storeCart` marks them stale).
 */
export function useCartShippingMethods() {
  const { cart, scope } = useCart();
  return useQuery({
    ...shippingMethodsQuery(scope, cart?.id ?? ''),
    enabled: cart !== null,
    select: (list) => list.items,
  });
}

export function useCartPaymentMethods() {
  const { cart, scope } = useCart();
  return useQuery({
    ...paymentMethodsQuery(scope, cart?.id ?? ''),
    enabled: cart !== null,
    select: (list) => list.items,
  });
}

/**
 * Loads the checkout's shipping and payment methods of `cartId` before the step that shows them
 * asks (docs/checkout.md, "Shipping and payment"): the cart page does it while the shopper is still
 * there, so the next step shows them at once instead of "Loading the methods…"; the step itself
 * does it for the stored cart id beside the cart's own read, not after it. `version` asks again
 * when it changes (the items' total moves prices and free shipping); a list still fresh is not
 * asked for twice. A failure here is silent: the step's own query reports it.
 */
export function usePrefetchCheckoutMethods(cartId: string | null, scope: CartScope, version?: number) {
  const queryClient = useQueryClient();
  const { locale, currency } = scope;
  useEffect(() => {
    if (!cartId) return;
    const current = { locale, currency };
    void queryClient.prefetchQuery(shippingMethodsQuery(current, cartId));
    void queryClient.prefetchQuery(paymentMethodsQuery(current, cartId));
  }, [queryClient, cartId, version, locale, currency]);
}

export function useCartAddresses() {
  const { cart, scope } = useCart();
  return useQuery({
    queryKey: cartKeys.addresses(scope, cart?.id ?? ''),
    queryFn: ({ signal }) => getCartAddresses(getBrowserApi(scope.locale), cart?.id ?? '', signal),
    enabled: cart !== null,
  });
}
