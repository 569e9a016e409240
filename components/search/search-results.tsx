import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Pagination } from '@/components/catalogue/pagination';
import { ProductGrid } from '@/components/catalogue/product-grid';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import type { Urls } from '@contract/entities/common';
import type { ListEnvelope } from '@contract/envelope';
import type { Product } from '@contract/entities/product';
import { routeTableLanguages } from '@contract/locales';
import { listingParamNames } from '@contract/listing/listing-params';
import { getShopInfo } from '@/lib/data/shop-info';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { parsePageNumber } from '@/lib/routing/page-number';
import { queryWithout } from '@/lib/listing/cleaned-query';
import { searchProducts, searchSections } from '@/lib/data/search';
import { maxSearchLength, searchTextProblem } from '@contract/search/search-terms';
import type { SearchSuggestions } from '@contract/search/search-suggestions';
import { CompactSearchBox } from './compact-search-box';
import { SearchSectionList } from './search-section-list';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The search page: the box filled from the route table's localized parameter, the matching
 * products by relevance with page links, and the matching categories, brands and articles. A
 * bad `?page=` or one past the last page sends the shopper to the first page.
 */
export async function SearchResults({
  context,
  urls,
  searchParams,
}: {
  context: CatalogueContext;
  urls: Urls;
  searchParams: SearchParams;
}) {
  const { locale } = context;
  const t = await getTranslations('search');
  const info = await getShopInfo(locale);
  const param = info.routes.search?.queries.query?.[routeTableLanguages[locale]] ?? 'query';
  const query = first(searchParams[param])?.trim() ?? '';
  const problem = searchTextProblem(query);
  const searchPath = catalogueHref(locale, urls);
  const matches = problem === null ? await findMatches(context, query, searchParams, searchPath) : null;
  return (
    <>
      <h1 className="text-3xl font-bold">{problem === null ? t('resultsFor', { query }) : t('title')}</h1>
      <div className="mt-4">
        <CompactSearchBox locale={locale} defaultValue={query} />
      </div>
      <div className="mt-8">
        {problem === 'empty' && <p className="text-neutral-700">{t('prompt')}</p>}
        {problem === 'too_long' && <p className="text-neutral-700">{t('invalid', { max: maxSearchLength })}</p>}
        {matches && (
          <Matches
            context={context}
            query={query}
            basePath={`${searchPath}?${new URLSearchParams({ [param]: query })}`}
            {...matches}
          />
        )}
      </div>
    </>
  );
}

interface SearchMatches {
  products: ListEnvelope<Product>;
  sections: SearchSuggestions;
}

/** The matches; a malformed page number or one past the last sends the shopper to the first page. */
async function findMatches(
  context: CatalogueContext,
  query: string,
  searchParams: SearchParams,
  searchPath: string,
): Promise<SearchMatches> {
  const pageParam = listingParamNames[context.locale].page;
  const toFirstPage: () => never = () => redirect(`${searchPath}${queryWithout(searchParams, [pageParam]) ?? ''}`);
  const page = parsePageNumber(searchParams[pageParam]);
  if (page === null) toFirstPage();
  const [products, sections] = await Promise.all([
    searchProducts(context, query, page),
    searchSections(context, query),
  ]);
  if (!products) toFirstPage();
  return { products, sections };
}

async function Matches({
  context,
  query,
  basePath,
  products,
  sections,
}: { context: CatalogueContext; query: string; basePath: string } & SearchMatches) {
  const t = await getTranslations('search');
  const total = products._meta.total ?? products.items.length;
  return (
    <div className="flex flex-col gap-10">
      <SearchSectionList locale={context.locale} result={sections} />
      <section aria-labelledby="search-products-heading">
        <h2 id="search-products-heading" className="mb-1 text-xl font-semibold">
          {t('products')}
        </h2>
        <p className="mb-4 text-sm text-neutral-700" role="status">
          {total > 0 ? t('productsFound', { count: total }) : t('noProducts', { query })}
        </p>
        {total > 0 && <ProductGrid products={products.items} tax={context.tax} />}
        <Pagination meta={products._meta} basePath={basePath} locale={context.locale} />
      </section>
    </div>
  );
}
