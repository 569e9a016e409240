'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWishList } from '@/lib/wish-lists/use-wish-list';
import { showNotice } from '@/lib/notices/notices';
import { withQueryProvider } from '@/lib/query/query-provider';
import { askGuestToSignIn } from './guest-heart';
import { heartButtonClass, HeartIcon } from './heart-icon';

interface HeartProps {
  productId: number;
  productName: string;
}

/**
 * The heart's logic: pressed when the product is on the customer's wish list; a guest is asked to
 * sign in. The session and the list are React Query reads, under a provider of its own (catalogue
 * pages have none; every heart shares the page's one client and so its one wish-list query).
 */
export const WishHeartLive = withQueryProvider(Heart);

function Heart({ productId, productName }: HeartProps) {
  const t = useTranslations('wishList');
  const wishList = useWishList();
  const [pending, setPending] = useState(false);
  const onList = wishList.itemOf(productId) !== undefined;

  const click = async () => {
    if (pending) return;
    if (wishList.status !== 'customer') {
      askGuestToSignIn(t('must_be_logged_in_to_create_product_list'));
      return;
    }
    setPending(true);
    const result = await wishList.toggle(productId);
    setPending(false);
    if (!result.ok) void showNotice(t(result.failure), undefined, { tone: 'error' });
    else
      void showNotice(
        result.added ? t('added', { name: productName }) : t('removed', { name: productName }),
        undefined,
        { tone: 'success' },
      );
  };

  return (
    <button
      type="button"
      data-testid="wish-heart"
      aria-pressed={onList}
      aria-busy={pending || undefined}
      aria-label={t(onList ? 'remove' : 'add', { name: productName })}
      className={heartButtonClass}
      onClick={() => void click()}
    >
      <HeartIcon filled={onList} />
    </button>
  );
}
