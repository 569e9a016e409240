'use client';

import { useQuery } from '@tanstack/react-query';
import { getCartAddresses, listCartPaymentMethods, listCartShippingMethods } from './cart-api';
import { cartKeys } from './cart-query-keys';
import { getBrowserApi } from '@/lib/api/browser-api';
import { useCart } from './use-cart';

/**
 * What the checkout offers a cart: its shipping and payment methods (with `can_use` for this cart)
 * and its addresses. Each loads once the cart is known and is fetched again after every change of
 * the cart (`storeCart` marks them stale).
 */
export function useCartShippingMethods() {
  const { cart, scope } = useCart();
  return useQuery({
    queryKey: cartKeys.shippingMethods(scope, cart?.id ?? ''),
    queryFn: ({ signal }) => listCartShippingMethods(getBrowserApi(scope.locale), cart?.id ?? '', signal),
    enabled: cart !== null,
    select: (list) => list.items,
  });
}

export function useCartPaymentMethods() {
  const { cart, scope } = useCart();
  return useQuery({
    queryKey: cartKeys.paymentMethods(scope, cart?.id ?? ''),
    queryFn: ({ signal }) => listCartPaymentMethods(getBrowserApi(scope.locale), cart?.id ?? '', signal),
    enabled: cart !== null,
    select: (list) => list.items,
  });
}

export function useCartAddresses() {
  const { cart, scope } = useCart();
  return useQuery({
    queryKey: cartKeys.addresses(scope, cart?.id ?? ''),
    queryFn: ({ signal }) => getCartAddresses(getBrowserApi(scope.locale), cart?.id ?? '', signal),
    enabled: cart !== null,
  });
}
