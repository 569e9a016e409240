import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { ListingPagination } from '@/components/catalogue/pagination';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { defaultCurrencyByLocale } from '@contract/locales';
import {
  buildListingQuery,
  parseListingParams,
  withFirstPage,
  type ListingState,
} from '@contract/listing/listing-state';
import type { ProductFiltersResponse } from '@contract/listing/product-filters';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { FilterSheet } from './filter-sheet';
import { listingPriceFormat, priceFormatter } from '@/lib/listing/price-format';
import { ListingNavigation } from './listing-navigation';
import { ListingToolbar } from './listing-toolbar';
import { ProductGridSkeleton } from '@/components/skeletons/product-grid-skeleton';

/** The state the API answered for, read back with the shared codec so the storefront's own links match the API's. */
function answeredState(data: ProductFiltersResponse, context: CatalogueContext): ListingState {
  const parsed = parseListingParams(
    new URLSearchParams(data.request_uri),
    context.locale,
    new Set(data.filters.map((f) => f.id)),
  );
  if (!parsed.ok) throw new Error(`The shop API answered a listing URL it cannot read: ${data.request_uri}`);
  return parsed.state;
}

/** How many filter values are chosen (each checked item, and the price range when narrowed). */
function activeFilterCount(filters: ProductFiltersResponse['filters']): number {
  return filters.reduce(
    (sum, f) =>
      sum +
      (f.type === 'price_slider' ? (f.contains_active_items ? 1 : 0) : f.items.filter((i) => i.is_selected).length),
    0,
  );
}

/**
 * A category or brand listing with its filters, from the page's `getProductFilters` answer (the
 * page reads it, so a listing URL that does not exist is the page's 404): everything in the URL,
 * every control a link (the price slider is the one client island). Clicks navigate in place and
 * show the grid skeleton meanwhile.
 */
export async function FilteredListing({
  context,
  data,
  basePath,
  heading,
}: {
  context: CatalogueContext;
  data: ProductFiltersResponse;
  basePath: string;
  heading?: string;
}) {
  const t = await getTranslations('listing');
  const state = answeredState(data, context);
  const { locale } = context;
  // Price-filter amounts are in the currency the API names (the language's, with VAT), not the shopper's.
  const currency =
    data.filters.find((f) => f.type === 'price_slider')?.additional_props?.currency ?? defaultCurrencyByLocale[locale];
  const formatPrice = priceFormatter(listingPriceFormat(locale, currency));
  const clearAllUrl = buildListingQuery({ ...withFirstPage(state), filters: {}, price: null }, locale);
  return (
    <ListingNavigation className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
      {/*
        One filter panel for every width: a sidebar from lg up, a bottom sheet on phones (a
        disclosure before hydration and without JavaScript), see FilterSheet.
      */}
      <aside aria-label={t('filters')} className="mb-4 lg:mb-0">
        <FilterSheet activeCount={activeFilterCount(data.filters)} resultCount={data.pagination_data.items_count}>
          <FilterPanel filters={data.filters} basePath={basePath} locale={locale} idPrefix="filters" />
        </FilterSheet>
      </aside>
      <div>
        <ListingToolbar
          sortOptions={data.sort_options}
          pagination={data.pagination_data}
          state={state}
          locale={locale}
          basePath={basePath}
        />
        <ActiveFilters filters={data.filters} basePath={basePath} clearAllUrl={clearAllUrl} formatPrice={formatPrice} />
        <div className="group-data-[pending]:hidden">
          {data.items.length > 0 ? (
            <ProductGrid products={data.items} heading={heading} tax={context.tax} />
          ) : (
            <p className="py-8 text-neutral-700">
              {t('noResults')}{' '}
              <a href={`${basePath}${clearAllUrl}`} data-listing-link="" className="underline">
                {t('clearAll')}
              </a>
            </p>
          )}
          <ListingPagination pagination={data.pagination_data} state={state} locale={locale} basePath={basePath} />
        </div>
        <div className="hidden group-data-[pending]:block">
          <ProductGridSkeleton label={t('loading')} />
        </div>
      </div>
    </ListingNavigation>
  );
}
