'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { heartButtonClass, HeartIcon } from './heart-icon';

/** Until the heart's logic has loaded: the same button, not pressed, doing nothing yet. */
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

const LiveHeart = dynamic(() => import('./wish-heart-live').then((module) => module.WishHeartLive), {
  ssr: false,
  loading: WaitingHeart,
});

/**
 * The wish-list heart of product cards and the product page. Those pages are cached HTML shared
 * by every shopper, so the state is never rendered on the server: the button's logic (session,
 * wish list, toggle) is a separate chunk loaded in the browser.
 */
export function WishHeart({ productId, productName }: { productId: number; productName: string }) {
  return <LiveHeart productId={productId} productName={productName} />;
}
