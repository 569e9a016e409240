import { getTranslations } from 'next-intl/server';
import { ProductImage } from '@/components/catalogue/product-image';
import { ProductPrice } from '@/components/catalogue/product-price';
import { RichText } from '@/components/content/rich-text';
import { CategoryBreadcrumbs } from '@/components/navigation/category-breadcrumbs';
import { embeddedAvailability, embeddedBrand, embeddedString } from '@/lib/catalogue/embeds';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import type { Product } from '@/lib/contract/entities/product';

/** The product page: picture, name, price with tax, availability, and the texts. */
export async function ProductDetail({ context, product }: { context: CatalogueContext; product: Product }) {
  const t = await getTranslations();
  const brand = embeddedBrand(product, 'brand');
  const availability = embeddedAvailability(product, 'product_availability');
  return (
    <article>
      <CategoryBreadcrumbs categoryId={product.default_category_id} current={product.name} />
      <div className="grid gap-8 md:grid-cols-2">
        <ProductImage url={embeddedString(product, 'default_image_url')} alt={product.name} priority sizes="(min-width: 768px) 50vw, 100vw" />
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold">{product.meta_h1_title ?? product.name}</h1>
          {brand && (
            <p className="text-sm text-neutral-600">
              {t('catalogue.brand')}: <span className="font-medium text-neutral-800">{brand.name}</span>
            </p>
          )}
          <RichText html={product.short_description} className="text-neutral-700" />
          <ProductPrice price={product.price} taxedPrice={product.taxed_price} tax={context.tax} size="large" />
          {availability && (
            <p className={availability.can_purchase ? 'font-medium text-brand-700' : 'font-medium text-neutral-600'}>
              <span className="sr-only">{t('catalogue.availability')}: </span>
              {availability.name}
            </p>
          )}
          {product.code && (
            <p className="text-sm text-neutral-600">
              {t('catalogue.code')}: {product.code}
            </p>
          )}
        </div>
      </div>
      {product.description && (
        <section className="mt-12 max-w-3xl">
          <h2 className="text-xl font-semibold">{t('catalogue.description')}</h2>
          <RichText html={product.description} />
        </section>
      )}
    </article>
  );
}
