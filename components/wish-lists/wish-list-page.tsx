'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@contract/locales';
import type { CustomerProductListItem } from '@contract/entities/wish-list';
import { usePricesWithTax } from '@/lib/cart/use-cart-scope';
import { useWishList } from '@/lib/wish-lists/use-wish-list';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { showNotice } from '@/lib/notices/notices';
import { ProductCard } from '@/components/catalogue/product-card';
import { QueryStatus, secondaryButton } from '@/components/customer/query-status';
import { FavoriteCardAction } from './favorite-card-action';

/**
 * The customer's favourite products as the catalogue's cards (picture, price in the chosen
 * currency and tax mode, availability, add to cart or "choose a variant"), each with "remove". The
 * prices come in the currency of the currency cookie (the browser's API client sends it); the tax
 * mode is the `price_tax` cookie's. A product no longer listed shows its name only.
 */
export function WishListPage() {
  const t = useTranslations('wishList');
  const locale = useLocale() as Locale;
  const tax = usePricesWithTax() ? 'with' : 'without';
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

  const card = (item: CustomerProductListItem) => {
    const product = item._embedded?.product;
    if (!product) return <p className="font-medium">{t('unknownProduct', { id: item.product_id })}</p>;
    const href = catalogueHref(locale, product._embedded?.urls, product.slug);
    return (
      <ProductCard
        product={product}
        tax={tax}
        heart={false}
        action={<FavoriteCardAction product={product} href={href} />}
      />
    );
  };

  return (
    <QueryStatus query={wishList.wishList}>
      {items.length === 0 ? (
        <p className="text-neutral-700">{t('empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-x-4 gap-y-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="favorite-products">
          {items.map((item) => {
            const name = item._embedded?.product?.name ?? t('unknownProduct', { id: item.product_id });
            return (
              <li key={item.id} data-testid="favorite-product" className="flex min-w-0 flex-col gap-3">
                {card(item)}
                <button
                  type="button"
                  className={`${secondaryButton} self-start`}
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
