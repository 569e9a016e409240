'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { cartKeys } from '@/lib/cart/cart-query-keys';
import { useCartScope, useStoredCartId } from '@/lib/cart/use-cart-scope';
import { Link } from '@/lib/i18n/navigation';
import { useLoadedQueryClient } from '@/lib/query/shared-query-client';
import { useIntentPrefetch } from '@/lib/routing/use-intent-prefetch';

const MiniCartLive = dynamic(() => import('./mini-cart-live').then((module) => module.MiniCartLive), { ssr: false });
/** The preview and its dialog's script arrive on the first click: a page whose cart is never previewed never loads them. */
const MiniCartPreview = dynamic(() => import('./mini-cart-preview').then((module) => module.MiniCartPreview), {
  ssr: false,
});

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
 *
 * A click opens a preview of the cart (`MiniCartPreview`: its lines, the subtotal, "Go to cart" and
 * "Checkout") when this browser holds a cart; the link stays a link, so without JavaScript, with
 * no cart yet, or with a click that asks for a new tab or window it goes to the cart page.
 */
export function MiniCart({ label }: { label: string }) {
  const t = useTranslations('cart');
  const storedCartId = useStoredCartId();
  const amount = useCachedCartAmount();
  const counted = amount !== undefined;
  const intent = useIntentPrefetch('/cart');
  const trigger = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  function preview(event: MouseEvent<HTMLAnchorElement>) {
    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!storedCartId || newTab) return;
    event.preventDefault();
    setRequested(true);
    setOpen(true);
  }
  return (
    <>
      <Link
        ref={trigger}
        href="/cart"
        prefetch={false}
        {...intent}
        onClick={preview}
        aria-haspopup={storedCartId ? 'dialog' : undefined}
        aria-expanded={storedCartId ? open : undefined}
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
      {requested && <MiniCartPreview open={open} onOpenChange={setOpen} returnFocusTo={trigger} />}
    </>
  );
}
