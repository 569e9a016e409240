'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@contract/locales';
import { useWishList } from '@/lib/wish-lists/use-wish-list';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { showNotice } from '@/lib/notices/notices';
import { QueryStatus, secondaryButton } from '@/components/customer/query-status';

/** The customer's favourite products, each with a link to its page and "remove". */
export function WishListPage() {
  const t = useTranslations('wishList');
  const locale = useLocale() as Locale;
  const wishList = useWishList();
  const [removing, setRemoving] = useState<number | null>(null);
  const items = wishList.wishList.data?.items ?? [];

  const remove = async (productId: number, name: string) => {
    setRemoving(productId);
    const result = await wishList.toggle(productId);
    setRemoving(null);
    if (!result.ok) void showNotice(t('failed'), undefined, { tone: 'error' });
    else void showNotice(t('removed', { name }), undefined, { tone: 'success' });
  };

  return (
    <QueryStatus query={wishList.wishList}>
      {items.length === 0 ? (
        <p className="text-neutral-700">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-200" data-testid="favorite-products">
          {items.map((item) => {
            const product = item._embedded?.product;
            const name = product?.name ?? t('unknownProduct', { id: item.product_id });
            const href = product ? catalogueHref(locale, product._embedded?.urls, product.slug) : null;
            return (
              <li
                key={item.id}
                data-testid="favorite-product"
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                {href ? (
                  <a href={href} className="font-medium text-brand-700 underline">
                    {name}
                  </a>
                ) : (
                  <span className="font-medium">{name}</span>
                )}
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={removing === item.product_id}
                  aria-label={t('remove', { name })}
                  onClick={() => void remove(item.product_id, name)}
                >
                  {t('removeButton')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </QueryStatus>
  );
}
