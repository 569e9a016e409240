import { getLocale } from 'next-intl/server';
import type { Product } from '@contract/entities/product';
import type { Locale, TaxMode } from '@contract/locales';
import { embeddedAvailability, embeddedString } from '@/lib/catalogue/embeds';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { pictureSizes } from '@/lib/images/picture-sizes';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

/** One product in a grid: picture, name as the link, price and availability. */
export async function ProductCard({
  product,
  priority = false,
  tax,
}: {
  product: Product;
  priority?: boolean;
  tax?: TaxMode;
}) {
  const locale = (await getLocale()) as Locale;
  const href = catalogueHref(locale, product._embedded?.urls, product.slug);
  const availability = embeddedAvailability(product, 'product_availability');
  return (
    <article className="group relative flex flex-col gap-2">
      <ProductImage
        url={embeddedString(product, 'default_image_url')}
        alt={product.name}
        priority={priority}
        sizes={pictureSizes.productCard}
      />
      <h3 className="text-base font-medium">
        <a href={href} className="after:absolute after:inset-0 group-hover:text-brand-700">
          {product.name}
        </a>
      </h3>
      <ProductPrice price={product.price} taxedPrice={product.taxed_price} tax={tax} />
      {availability && (
        <p className={`text-sm ${availability.can_purchase ? 'text-brand-700' : 'text-neutral-600'}`}>
          {availability.name}
        </p>
      )}
    </article>
  );
}
