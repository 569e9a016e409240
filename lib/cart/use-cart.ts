'use client';

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { Cart } from '@contract/entities/cart';
import type { Locale } from '@contract/locales';
import type { ApiClient } from '@/lib/api/api-client';
import { ApiClientError } from '@/lib/api/api-client-error';
import { getBrowserApi } from '@/lib/api/browser-api';
import { readCookie } from '@/lib/api/browser-cookies';
import { currencyCookie } from '@/lib/api/cookie-names';
import { readCartId, subscribeCartId } from './cart-cookie';
import { CartLoadError, loadCart } from './cart-loading';
import { cartKeys, type CartScope } from './cart-query-keys';

const noSubscription = () => () => undefined;

/** The language and currency the cart is asked in; the currency cookie is read on the client only. */
export function useCartScope(): CartScope & { locale: Locale } {
  const locale = useLocale() as Locale;
  const currency = useSyncExternalStore(
    noSubscription,
    () => readCookie(currencyCookie) ?? '',
    () => '',
  );
  return { locale, currency: currency || undefined };
}

/** The stored cart id: null during server rendering and hydration, then the cookie's (kept up to date in this tab). */
export function useStoredCartId(): string | null {
  return useSyncExternalStore(subscribeCartId, readCartId, () => null);
}

/** The browser API client in the cart's language (a new one per call: it reads the cookies then). */
export function cartApi(scope: CartScope): ApiClient {
  return getBrowserApi(scope.locale as Locale);
}

/** The current cart in the query cache, if it has been loaded. */
export function cachedCart(queryClient: QueryClient, scope: CartScope): Cart | null {
  return queryClient.getQueryData<Cart | null>(cartKeys.cart(scope)) ?? null;
}

export interface UseCartOptions {
  /** A cart id to load instead of the stored one (section 4: "the given id"); it becomes the stored one. */
  cartId?: string;
  /**
   * Load now. The mini-cart passes `hasStoredCart`-style conditions; the default loads once the
   * page has hydrated.
   */
  enabled?: boolean;
  /** Throw the fatal `general` error (`CartLoadError`) to the nearest error boundary (default true). */
  throwOnFatal?: boolean;
}

export interface UseCartResult {
  /** The cart, or null while loading, after a failure, or when the visitor has none yet. */
  cart: Cart | null;
  /** True until the first answer (only while enabled). */
  isLoading: boolean;
  /** True while the cart is fetched again in the background. */
  isFetching: boolean;
  /** A failure that is not fatal (the stored cart could not be read: network, 5xx). */
  error: ApiClientError | Error | null;
  refetch: () => Promise<unknown>;
  scope: CartScope;
}

/**
 * The visitor's cart, loaded by the rules of section 4 (`loadCart`) and kept in React Query under
 * `cartKeys.cart(scope)`. Every cart mutation (`use-cart-mutations.ts`) writes its answer there,
 * so every island that calls `useCart` shows the same cart. Client-only: nothing is fetched while
 * rendering on the server.
 */
export function useCart(options: UseCartOptions = {}): UseCartResult {
  const scope = useCartScope();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const enabled = hydrated && (options.enabled ?? true);
  const throwOnFatal = options.throwOnFatal ?? true;
  const query = useQuery({
    queryKey: cartKeys.cart(scope),
    queryFn: ({ signal }) => loadCart(cartApi(scope), { givenId: options.cartId, signal }),
    enabled,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof CartLoadError) && !(error instanceof ApiClientError && !error.retryable),
    throwOnError: (error) => throwOnFatal && error instanceof CartLoadError,
  });
  return {
    cart: query.data ?? null,
    isLoading: enabled && query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
    scope,
  };
}
