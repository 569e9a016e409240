import { getTranslations } from 'next-intl/server';
import { ProductListing } from '@/components/catalogue/product-listing';
import { routeTableLanguages } from '@/lib/contract/locales';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { getShopInfo } from '@/lib/data/shop-info';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import type { Urls } from '@/lib/contract/entities/common';
import { CompactSearchBox } from './compact-search-box';

type SearchParams = Record<string, string | string[] | undefined>;

/** The search page: the box filled from the route table's localized parameter, and matching products. */
export async function SearchResults({ context, urls, searchParams }: { context: CatalogueContext; urls: Urls; searchParams: SearchParams }) {
  const { locale } = context;
  const t = await getTranslations('search');
  const info = await getShopInfo(locale);
  const param = info.routes.search?.queries.query?.[routeTableLanguages[locale]] ?? 'query';
  const raw = searchParams[param];
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const basePath = `${catalogueHref(locale, urls)}?${new URLSearchParams({ [param]: query })}`;
  return (
    <>
      <h1 className="text-3xl font-bold">{query ? t('resultsFor', { query }) : t('title')}</h1>
      <div className="mt-4">
        <CompactSearchBox defaultValue={query} />
      </div>
      <div className="mt-8">
        {query ? (
          <ProductListing context={context} filters={[['name', 'contains', query]]} basePath={basePath} pageParam={searchParams.page} />
        ) : (
          <p className="text-neutral-700">{t('prompt')}</p>
        )}
      </div>
    </>
  );
}
