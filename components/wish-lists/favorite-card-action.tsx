'use client';

import { useTranslations } from 'next-intl';
import type { Product } from '@contract/entities/product';
import { embeddedAvailability } from '@/lib/catalogue/embeds';
import { addToCartState } from '@/lib/product/purchase-rules';
import { AddToCart } from '@/components/product/add-to-cart';

/**
 * What a favourite's card offers: the product page's add to cart (amount and button, the same
 * purchase rules), or for a product sold as variants a link to its page to choose one.
 */
export function FavoriteCardAction({ product, href }: { product: Product; href: string }) {
  const t = useTranslations('wishList');
  if (product.has_variations)
    return (
      <a
        href={href}
        data-testid="favorite-choose-variant"
        className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        aria-label={t('chooseVariantOf', { name: product.name })}
      >
        {t('chooseVariant')}
      </a>
    );
  const availability = embeddedAvailability(product, 'product_availability');
  return (
    <AddToCart
      state={addToCartState({ ...product, availability }, null)}
      shopLimit={product.max_purchasable_amount}
      target={{ productId: product.id, variationId: null, name: product.name }}
    />
  );
}
