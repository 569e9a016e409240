import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Pagination } from '@/components/catalogue/pagination';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { ApiClientError } from '@/lib/api/api-client-error';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import type { Urls } from '@contract/entities/common';
import { routeTableLanguages } from '@contract/locales';
import { getShopInfo } from '@/lib/data/shop-info';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { parsePageNumber } from '@/lib/routing/page-number';
import { searchProducts, searchSections } from '@/lib/search/search-data';
import { maxSearchLength, searchTextProblem } from '@contract/search/search-terms';
import { CompactSearchBox } from './compact-search-box';
import { SearchSectionList } from './search-section-list';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The search page: the box filled from the route table's localized parameter, the matching
 * products by relevance with page links, and the matching categories, brands and articles.
 */
export async function SearchResults({ context, urls, searchParams }: { context: CatalogueContext; urls: Urls; searchParams: SearchParams }) {
  const { locale } = context;
  const t = await getTranslations('search');
  const info = await getShopInfo(locale);
  const param = info.routes.search?.queries.query?.[routeTableLanguages[locale]] ?? 'query';
  const query = first(searchParams[param])?.trim() ?? '';
  const problem = searchTextProblem(query);
  return (
    <>
      <h1 className="text-3xl font-bold">{problem === null ? t('resultsFor', { query }) : t('title')}</h1>
      <div className="mt-4">
        <CompactSearchBox locale={locale} defaultValue={query} />
      </div>
      <div className="mt-8">
        {problem === 'empty' && <p className="text-neutral-700">{t('prompt')}</p>}
        {problem === 'too_long' && <p className="text-neutral-700">{t('invalid', { max: maxSearchLength })}</p>}
        {problem === null && <Matches context={context} query={query} basePath={`${catalogueHref(locale, urls)}?${new URLSearchParams({ [param]: query })}`} pageParam={searchParams.page} />}
      </div>
    </>
  );
}

async function Matches({ context, query, basePath, pageParam }: { context: CatalogueContext; query: string; basePath: string; pageParam: string | string[] | undefined }) {
  const t = await getTranslations('search');
  const page = parsePageNumber(pageParam);
  if (page === null) notFound();
  const [products, sections] = await Promise.all([
    searchProducts(context, query, page).catch((error: unknown) => {
      if (error instanceof ApiClientError && error.status === 422 && error.fieldMessage('page')) notFound();
      throw error;
    }),
    searchSections(context, query),
  ]);
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
        <Pagination meta={products._meta} basePath={basePath} />
      </section>
    </div>
  );
}
