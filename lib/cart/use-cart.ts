'use client';

import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@contract/entities/cart';
import { ApiClientError } from '@/lib/api/api-client-error';
import { getBrowserApi } from '@/lib/api/browser-api';
import { CartLoadError, loadCart } from './cart-loading';
import { cartKeys, type CartScope } from './cart-query-keys';
import { useCartScope, useHydrated } from './use-cart-scope';

export interface UseCartOptions {
  /** A cart id to load instead of the stored one (docs/cart.md, "Loading"); it becomes the stored one. */
  cartId?: string;
  /** Load the cart (default true); either way nothing is fetched before the page has hydrated. */
  enabled?: boolean;
  /** Throw the fatal `general` error (`CartLoadError`) to the nearest error boundary (default true). */
  throwOnFatal?: boolean;
}

export interface UseCartResult {
  /** The cart, or null while loading, after a failure, or when the visitor has none yet. */
  cart: Cart | null;
  /** True until the first answer, during server rendering and hydration too (only while enabled). */
  isLoading: boolean;
  /** True while the cart is fetched again in the background. */
  isFetching: boolean;
  /** A failure that is not fatal (the stored cart could not be read: network, 5xx). */
  error: ApiClientError | Error | null;
  refetch: () => Promise<unknown>;
  scope: CartScope;
}

/**
 * The visitor's cart, loaded as docs/cart.md, "Loading" says (`loadCart`) and kept in React Query
 * under `cartKeys.cart(scope)`. Every cart mutation (`use-cart-mutations.ts`) writes its answer
 * there, so every island that calls `useCart` shows the same cart. Client-only: nothing is fetched
 * while rendering on the server.
 */
export function useCart(options: UseCartOptions = {}): UseCartResult {
  const scope = useCartScope();
  const hydrated = useHydrated();
  const wanted = options.enabled ?? true;
  const enabled = hydrated && wanted;
  const throwOnFatal = options.throwOnFatal ?? true;
  const query = useQuery({
    queryKey: cartKeys.cart(scope),
    queryFn: ({ signal }) => loadCart(getBrowserApi(scope.locale), { givenId: options.cartId, signal }),
    enabled,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof CartLoadError) && !(error instanceof ApiClientError && !error.retryable),
    throwOnError: (error) => throwOnFatal && error instanceof CartLoadError,
  });
  return {
    cart: query.data ?? null,
    // The server and the hydrating browser render the loading state too, so the first real
    // render after it is the cart (or the empty cart), never a flash of "empty" first.
    isLoading: wanted && (!hydrated || query.isPending),
    isFetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
    scope,
  };
}
