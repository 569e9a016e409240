'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useSyncExternalStore } from 'react';
import { cartKeys } from '@/lib/cart/cart-query-keys';
import { useCartScope, useStoredCartId } from '@/lib/cart/use-cart-scope';
import { Link } from '@/lib/i18n/navigation';
import { useLoadedQueryClient } from '@/lib/query/shared-query-client';
import { useIntentPrefetch } from '@/lib/routing/use-intent-prefetch';

const MiniCartLive = dynamic(() => import('./mini-cart-live').then((module) => module.MiniCartLive), { ssr: false });

const noSubscription = () => () => undefined;

/**
 * The units in the cached cart (`Cart.amount`), or undefined while no cart is loaded. It reads the
 * page's query client once something has created it (the live half, an add to cart) and never
 * loads React Query itself.
 */
function useCachedCartAmount(): number | undefined {
  const queryClient = useLoadedQueryClient();
  const key = cartKeys.cart(useCartScope());
  const subscribe = useCallback(
    (listener: () => void) => queryClient?.getQueryCache().subscribe(listener) ?? noSubscription(),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryClient?.getQueryData<{ amount: number } | null>(key)?.amount,
    () => undefined,
  );
}

/**
 * The header's cart link with a count badge. The server renders the plain link (the page stays
 * cacheable: no cookie is read there); after hydration, when this browser holds a cart
 * (`cart_id`), the rest of the island loads and fills the badge. The link's accessible name says
 * the count ("Cart, 3 items"). A bag icon on a phone, the icon and the word from `lg` up.
 */
export function MiniCart({ label }: { label: string }) {
  const t = useTranslations('cart');
  const storedCartId = useStoredCartId();
  const amount = useCachedCartAmount();
  const counted = amount !== undefined;
  const intent = useIntentPrefetch('/cart');
  return (
    <>
      <Link
        href="/cart"
        prefetch={false}
        {...intent}
        aria-label={counted ? t('miniCart.label', { count: amount }) : undefined}
        data-testid="mini-cart"
        className="relative flex size-11 shrink-0 items-center justify-center gap-2 rounded-md text-neutral-800 hover:bg-neutral-100 lg:size-auto lg:border lg:border-neutral-300 lg:px-3 lg:py-1.5 lg:text-sm lg:hover:border-brand-600 lg:hover:bg-transparent"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6 lg:size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 7h12l-1 13H7L6 7z" strokeLinejoin="round" />
          <path d="M9 7a3 3 0 0 1 6 0" strokeLinecap="round" />
        </svg>
        <span className="sr-only lg:not-sr-only">{label}</span>
        {counted && amount > 0 && (
          <span
            aria-hidden="true"
            data-testid="mini-cart-count"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-semibold text-white lg:static lg:min-w-6"
          >
            {amount > 99 ? '99+' : amount}
          </span>
        )}
      </Link>
      {storedCartId && <MiniCartLive />}
    </>
  );
}
