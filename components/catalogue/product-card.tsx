import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Product } from '@contract/entities/product';
import type { Locale, TaxMode } from '@contract/locales';
import { availabilityTone, availabilityToneClass } from '@/lib/catalogue/availability-tone';
import { cardPricedItem } from '@/lib/catalogue/card-price';
import { embeddedAvailability, embeddedString } from '@/lib/catalogue/embeds';
import { priceView } from '@/lib/product/prices';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { pictureSizes } from '@/lib/images/picture-sizes';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { VariationHints } from './variation-hints';
import { WishHeart } from '@/components/wish-lists/wish-heart';

/**
 * One product in a grid: picture with the discount badge, name as the link, the selling price
 * (the product page's), availability in its tone, and hints of the variations. A product that
 * cannot be bought shows faded. Free of server-only reads (next-intl's hooks), so the catalogue's
 * server pages and the favourites page in the browser show the same card; `action` (the
 * favourites' add to cart) sits above the card's link.
 */
export function ProductCard({
  product,
  priority = false,
  tax,
  action,
  heart = true,
}: {
  product: Product;
  priority?: boolean;
  tax?: TaxMode;
  action?: ReactNode;
  /** The wish-list heart; the favourites page has its own "remove" instead (one control, one name). */
  heart?: boolean;
}) {
  const t = useTranslations('product');
  const locale = useLocale() as Locale;
  const href = catalogueHref(locale, product._embedded?.urls, product.slug);
  const availability = embeddedAvailability(product, 'product_availability');
  const tone = availability ? availabilityTone(availability) : null;
  const item = cardPricedItem(product);
  const { percents } = priceView(item, tax);
  return (
    <article className="group relative flex flex-col gap-2" data-testid="product-card">
      <div className={`relative ${tone === 'unavailable' ? 'opacity-60 grayscale' : ''}`}>
        <ProductImage
          url={embeddedString(product, 'default_image_url')}
          alt={product.name}
          priority={priority}
          sizes={pictureSizes.productCard}
        />
        {heart && (
          <div className="absolute top-2 right-2">
            <WishHeart productId={product.id} productName={product.name} />
          </div>
        )}
        {percents !== null && (
          <p
            data-testid="discount-badge"
            className="absolute left-2 top-2 rounded bg-red-700 px-2 py-0.5 text-sm font-semibold text-white"
          >
            {t('discountBadge', { percents })}
          </p>
        )}
      </div>
      <h3 className="text-base font-medium wrap-anywhere">
        <a href={href} className="after:absolute after:inset-0 group-hover:text-brand-700">
          {product.name}
        </a>
      </h3>
      <ProductPrice item={item} tax={tax} />
      {availability && tone && (
        <p data-testid="card-availability" className={`text-sm font-medium ${availabilityToneClass[tone]}`}>
          {availability.name}
        </p>
      )}
      <VariationHints product={product} />
      {action && <div className="relative z-10 mt-auto">{action}</div>}
    </article>
  );
}
