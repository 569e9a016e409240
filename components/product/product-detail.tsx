import { getTranslations } from 'next-intl/server';
import { fallbackImageUrl } from '@/components/catalogue/product-image';
import { RichText } from '@/components/rich-text/rich-text';
import { CategoryBreadcrumbs } from '@/components/navigation/category-breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import type { Product } from '@contract/entities/product';
import { defaultCurrencyByLocale, defaultTaxMode } from '@contract/locales';
import { productPageView } from '@/lib/product/product-page-view';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { productJsonLd } from '@/lib/seo/json-ld/product-json-ld';
import { absoluteUrl, siteUrl } from '@/lib/seo/site-url';
import { PackageItems } from './package-items';
import { ProductAttachments } from './product-attachments';
import { ProductBrand } from './product-brand';
import { ProductGallery } from './product-gallery';
import { ProductGifts } from './product-gifts';
import { ProductRelations } from './product-relations';
import { ProductReviews } from './product-reviews';
import { ProductReviewSlot } from '@/components/customer/reviews/product-review-slot';
import { WishHeart } from '@/components/wish-lists/wish-heart';
import { ProductVideos } from './product-videos';
import { PurchasePanel } from './purchase-panel';
import { RatingMeter, ratingPercent } from './rating-meter';
import { VariationChoiceProvider } from './variation-choice';

/**
 * The product page. Server components render everything but three islands: the gallery, the
 * purchase panel (variation picker, price, stock, add to cart) and the video players; the first
 * two share the variation choice through VariationChoiceProvider.
 */
export async function ProductDetail({ context, product }: { context: CatalogueContext; product: Product }) {
  const t = await getTranslations();
  const data = productPageView(product, fallbackImageUrl);
  const tax = context.tax ?? defaultTaxMode;
  const name = product.meta_h1_title ?? product.name;
  return (
    <article>
      <CategoryBreadcrumbs categoryId={product.default_category_id} current={product.name} />
      <VariationChoiceProvider variations={data.variations}>
        <div className="grid gap-4 md:grid-cols-2 md:gap-8">
          <ProductGallery images={data.images} name={product.name} />
          <div className="flex flex-col gap-4">
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl font-bold md:text-3xl">{name}</h1>
              <WishHeart productId={product.id} productName={product.name} />
            </div>
            {data.brand && (
              <p className="text-sm text-neutral-600">
                {t('catalogue.brand')}: <ProductBrand brand={data.brand} locale={context.locale} />
              </p>
            )}
            {data.rating && (
              <p className="flex items-center gap-2 text-sm">
                <RatingMeter
                  rating={data.rating.average}
                  label={t('product.averageRating')}
                  valueText={t('product.ratingText', {
                    rating: data.rating.average,
                    percent: ratingPercent(data.rating.average),
                  })}
                />
                <a href="#reviews-heading" className="text-neutral-700 underline hover:no-underline">
                  {t('product.ratingCount', { count: data.rating.count })}
                </a>
              </p>
            )}
            <RichText html={product.short_description} className="text-neutral-700" />
            <PurchasePanel
              productId={product.id}
              name={product.name}
              product={data.purchase}
              variations={data.variations}
              properties={data.properties}
              tax={tax}
            />
            <ProductGifts relations={data.relations} />
          </div>
        </div>
      </VariationChoiceProvider>
      <PackageItems items={data.packageItems} />
      {product.description && (
        <section aria-labelledby="description-heading" className="mt-12 max-w-3xl">
          <h2 id="description-heading" className="text-xl font-semibold">
            {t('catalogue.description')}
          </h2>
          <RichText html={product.description} />
        </section>
      )}
      <ProductAttachments attachments={data.attachments} />
      <ProductVideos videos={data.videos} />
      <ProductRelations relations={data.relations} tax={tax} />
      <ProductReviews
        productId={product.id}
        reviews={data.reviews}
        rating={data.rating}
        reviewParameters={data.reviewParameters}
        parameterRatings={data.parameterRatings}
      >
        <ProductReviewSlot
          productId={product.id}
          parameters={data.reviewParameters.map(({ id, name: parameterName }) => ({ id, name: parameterName }))}
        />
      </ProductReviews>
      <JsonLd
        data={productJsonLd({
          name,
          description: product.meta_description,
          mpn: product.mpn,
          url: absoluteUrl(siteUrl(), catalogueHref(context.locale, product._embedded?.urls, product.slug)),
          currency: context.currency ?? defaultCurrencyByLocale[context.locale],
          data,
          today: new Date().toISOString().slice(0, 10),
        })}
      />
    </article>
  );
}
