'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useSessionStore } from '@/stores/session-store';
import { askGuestToSignIn } from './guest-heart';
import { heartButtonClass, HeartIcon } from './heart-icon';

/** Until the session is known (or the customer's heart has loaded): the same button, doing nothing yet. */
function WaitingHeart() {
  const t = useTranslations('wishList');
  return (
    <button
      type="button"
      aria-pressed={false}
      aria-disabled
      className={heartButtonClass}
      aria-label={t('loadingLabel')}
    >
      <HeartIcon filled={false} />
    </button>
  );
}

/** A guest's heart: never pressed; a press asks to sign in (the wish list needs an account). */
function GuestHeart({ productName }: { productName: string }) {
  const t = useTranslations('wishList');
  return (
    <button
      type="button"
      data-testid="wish-heart"
      aria-pressed={false}
      aria-label={t('add', { name: productName })}
      className={heartButtonClass}
      onClick={() => askGuestToSignIn(t('must_be_logged_in_to_create_product_list'))}
    >
      <HeartIcon filled={false} />
    </button>
  );
}

const LiveHeart = dynamic(() => import('./wish-heart-live').then((module) => module.WishHeartLive), {
  ssr: false,
  loading: WaitingHeart,
});

/**
 * The wish-list heart of product cards and the product page. Those pages are cached HTML shared
 * by every shopper, so the state is never rendered on the server. A signed-in customer's heart
 * (wish list, toggle: the customer API and its schemas) is a separate chunk loaded in the browser
 * only for a customer; a guest's heart needs none of it (docs/benchmarks.md, session 17).
 */
export function WishHeart({ productId, productName }: { productId: number; productName: string }) {
  const status = useSessionStore((state) => state.status);
  if (status === 'customer') return <LiveHeart productId={productId} productName={productName} />;
  if (status === 'guest') return <GuestHeart productName={productName} />;
  return <WaitingHeart />;
}
