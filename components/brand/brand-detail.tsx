import { getTranslations } from 'next-intl/server';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { FilteredListing } from '@/components/listing/filtered-listing';
import { CatalogueLinks } from '@/components/navigation/catalogue-links';
import { RichText } from '@/components/rich-text/rich-text';
import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import { brandTrail } from '@/lib/catalogue/brand-trail';
import type { Brand } from '@contract/entities/brand';
import { getBrandTree } from '@/lib/data/brands';
import { getProductFilters, listingOrRedirect, type ListingSearchParams } from '@/lib/data/product-filters';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/**
 * A brand: its parent brands in the breadcrumbs, its product lines (sub-brands) and its products
 * with filters. A listing URL the API does not know (bad filters, a page past the end) is this
 * page's 404.
 */
export async function BrandDetail({
  context,
  brand,
  searchParams,
}: {
  context: CatalogueContext;
  brand: Brand;
  searchParams: ListingSearchParams;
}) {
  const { locale } = context;
  const t = await getTranslations();
  const basePath = catalogueHref(locale, brand._embedded?.urls, brand.slug);
  const [tree, read] = await Promise.all([
    getBrandTree(context),
    getProductFilters(context, { brandId: brand.id }, searchParams),
  ]);
  const listing = listingOrRedirect(read, basePath);
  const trail = brandTrail(tree, brand.id);
  const children = trail.at(-1)?.children ?? [];
  const parents = trail
    .slice(0, -1)
    .map((b) => ({ label: b.name, href: catalogueHref(locale, b._embedded?.urls, b.slug) }));
  return (
    <>
      <Breadcrumbs items={[{ label: t('common.shopName'), href: `/${locale}` }, ...parents, { label: brand.name }]} />
      <h1 className="text-3xl font-bold">{brand.meta_h1_title ?? brand.name}</h1>
      <RichText html={brand.description} className="mt-3 max-w-3xl text-neutral-700" />
      <CatalogueLinks items={children} locale={locale} label={t('listing.childBrands')} className="mt-6" />
      <div className="mt-8">
        <FilteredListing
          context={context}
          data={listing}
          basePath={basePath}
          heading={t('catalogue.brandProducts', { brand: brand.name })}
        />
      </div>
    </>
  );
}
