'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { Locale } from '@contract/locales';
import { readCookie } from '@/lib/api/browser-cookies';
import { currencyCookie, taxCookie } from '@/lib/api/cookie-names';
import { readCartId, subscribeCartId } from './cart-cookie';
import type { CartScope } from './cart-query-keys';

/**
 * The small client reads the cart's islands share, free of zod and of the API client so the
 * header's mini-cart can use them in every page's first JavaScript. Cookies are read on the client
 * only: during server rendering and hydration they answer their defaults.
 */

const noSubscription = () => () => undefined;

/** The language and currency the cart is asked in (the currency cookie; undefined: the language's default). */
export function useCartScope(): CartScope {
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

/** False during server rendering and hydration, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Whether prices are shown with tax (the `price_tax` cookie; with tax by default). */
export function usePricesWithTax(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => readCookie(taxCookie) !== 'without',
    () => true,
  );
}
