import 'server-only';
import type { Alternates } from '@/components/navigation/language-switch';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { getProductFilters, type ListingSearchParams } from '@/lib/data/product-filters';
import { getShopInfo } from '@/lib/data/shop-info';
import { secondaryRead } from '@/lib/data/secondary-read';
import { catalogueAlternates } from '@/lib/routing/catalogue-href';
import type { RenderedPage } from '@/lib/routing/page-dispatch';
import { searchQueryAlternates, withQueries } from '@/lib/routing/query-alternates';
import { locales, routeTableLanguages, type Locale } from '@contract/locales';

/** The query string of the same listing in every language, or null when the page has none to keep. */
async function queryAlternates(
  context: Required<CatalogueContext>,
  page: RenderedPage,
  searchParams: ListingSearchParams,
): Promise<Partial<Record<Locale, string>> | null> {
  if (page.kind === 'category' || page.kind === 'brand') {
    const scope = page.kind === 'category' ? { categoryId: page.model.id } : { brandId: page.model.id };
    // The same read the listing makes (one request: Next.js dedupes it); a URL without a listing is the view's redirect or 404.
    const read = await getProductFilters(context, scope, searchParams);
    return read.kind === 'listing' ? read.data.alternate_request_uris : null;
  }
  if (page.kind === 'search') {
    const info = await secondaryRead({ resource: 'shop-info', section: 'language switch' }, () =>
      getShopInfo(context.locale),
    );
    const names = info.ok ? info.data.routes.search?.queries.query : undefined;
    if (!names) return null;
    const searchNames = Object.fromEntries(
      locales.map((locale) => [locale, names[routeTableLanguages[locale]] ?? 'query']),
    ) as Record<Locale, string>;
    return searchQueryAlternates(searchParams, context.locale, searchNames);
  }
  return null;
}

/**
 * The page in every language for the language switch: its own path there and, on listings and the
 * search page, its query said in that language (filters, sort, page and page size from the shop
 * API's `alternate_request_uris`; the search text under the route table's name). Without a query
 * string, or where the translation cannot be read, the plain paths.
 */
export async function pageAlternates(
  context: Required<CatalogueContext>,
  page: RenderedPage,
  searchParams: ListingSearchParams,
): Promise<Alternates> {
  const paths = catalogueAlternates(page.urls);
  if (Object.keys(searchParams).length === 0) return paths;
  const queries = await queryAlternates(context, page, searchParams);
  return queries ? withQueries(paths, queries) : paths;
}
