import { getTranslations } from 'next-intl/server';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { FilteredListing } from '@/components/listing/filtered-listing';
import { CatalogueLinks } from '@/components/navigation/catalogue-links';
import { RichText } from '@/components/rich-text/rich-text';
import { CategoryBanners } from '@/components/banners/category-banners';
import { CategoryBreadcrumbs } from '@/components/navigation/category-breadcrumbs';
import { embeddedCategories } from '@/lib/catalogue/embeds';
import type { Category } from '@contract/entities/category';
import { getProductFilters, listingOrRedirect, type ListingSearchParams } from '@/lib/data/product-filters';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/**
 * A category: its heading and text, links to its subcategories, and the products of it and its
 * subcategories with filters. A listing URL with parameters the API refuses (bad filters, a page
 * past the end) sends the shopper to the same listing without them.
 */
export async function CategoryDetail({
  context,
  category,
  searchParams,
}: {
  context: CatalogueContext;
  category: Category;
  searchParams: ListingSearchParams;
}) {
  const { locale } = context;
  const t = await getTranslations();
  const basePath = catalogueHref(locale, category._embedded?.urls, category.slug);
  const listing = listingOrRedirect(
    await getProductFilters(context, { categoryId: category.id }, searchParams),
    basePath,
  );
  const children = embeddedCategories(category, 'children') ?? [];
  return (
    <>
      <CategoryBreadcrumbs categoryId={category.id} />
      <h1 className="text-3xl font-bold">{category.meta_h1_title ?? category.name}</h1>
      <RichText html={category.description} className="mt-3 max-w-3xl text-neutral-700" />
      {/* On a phone the banners follow the products, so the first product is on the first screen;
          they show once the end marker has been parsed (app/globals.css: no layout shift). */}
      <div className="flex flex-col">
        <div className="trailing-banners order-last lg:order-none">
          <CategoryBanners category={category} />
        </div>
        <CatalogueLinks items={children} locale={locale} label={t('catalogue.subcategories')} className="mt-6" />
        <div className="mt-6 lg:mt-8">
          <FilteredListing context={context} data={listing} basePath={basePath} />
        </div>
        <span className="trailing-banners-end" hidden />
      </div>
    </>
  );
}
