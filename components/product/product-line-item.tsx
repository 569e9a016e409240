import { pictureSizes } from '@/lib/images/picture-sizes';
import type { ReactNode } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import type { Product } from '@contract/entities/product';
import type { Locale } from '@contract/locales';
import { embeddedString } from '@/lib/catalogue/embeds';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/** A small picture, the product's name as a link, and what the caller adds (a count, a "free" label). */
export function ProductLineItem({
  product,
  locale,
  before,
  after,
}: {
  product: Product;
  locale: Locale;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3">
      <div className="w-16 shrink-0">
        <ProductImage
          url={embeddedString(product, 'default_image_url')}
          alt={product.name}
          sizes={pictureSizes.thumbnail}
        />
      </div>
      {before}
      <a
        href={catalogueHref(locale, product._embedded?.urls, product.slug)}
        className="font-medium hover:text-brand-700"
      >
        {product.name}
      </a>
      {after}
    </li>
  );
}
