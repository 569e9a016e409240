import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { ApiClientError } from '@/lib/api/api-client-error';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { catalogueTag, listTags } from '@contract/cache/cache-tags';
import { listingParamNames } from '@contract/listing/listing-params';
import { listingQueryKey } from '@contract/listing/listing-query-key';
import { ProductFiltersResponseSchema, type ProductFiltersResponse } from '@contract/listing/product-filters';
import type { Locale } from '@contract/locales';
import { encodeEmbed } from '@contract/query-codec';
import { queryWithout, type PageSearchParams } from '@/lib/listing/cleaned-query';
import { priceFormQuery } from '@/lib/listing/price-form-query';
import { cached, catalogueLifetime, searchTextRead } from './cache-policy';
import { productCardEmbeds } from './products';

/** Which products a listing page shows; `search` is the search page's text. */
export type ListingScope = { categoryId: number } | { brandId: number } | { search: string };

export type ListingSearchParams = PageSearchParams;

/**
 * The page's query string without the `?`, in its canonical spelling when it reads as a listing
 * query (`listingQueryKey`): the answer is kept in the data cache under the request URL, so every
 * spelling of one listing shares one entry (search text aside: such a read is not kept). Anything
 * else goes as the shopper's URL carries it, for the API to judge.
 */
function listingStateParam(searchParams: ListingSearchParams, locale: Locale): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, v);
  }
  return listingQueryKey(params, locale) ?? params.toString();
}

/** Whether the read is keyed by search text (the search page, or a listing searched): then it is never kept. */
function hasSearchText(scope: ListingScope, state: string, locale: Locale): boolean {
  return 'search' in scope || new URLSearchParams(state).has(listingParamNames[locale].search);
}

function scopeParams(scope: ListingScope): Record<string, string> {
  if ('categoryId' in scope) return { category_id: String(scope.categoryId) };
  if ('brandId' in scope) return { brand_id: String(scope.brandId) };
  return { search: scope.search };
}

/**
 * What a listing URL leads to: the listing; the same URL without parameters the API refused
 * (malformed, stale or repeated: `?razeni=foo`, a page past the last, a brand that is gone) or with
 * the price form's two fields joined (`?cena=1000&cena=2000`, sent without JavaScript), where the
 * page sends the shopper; or nothing, for a scope the shopper cannot see (the page's 404).
 */
export type ListingRead =
  { kind: 'listing'; data: ProductFiltersResponse } | { kind: 'cleaned'; query: string } | { kind: 'missing' };

/**
 * `GET product-filters` for a listing page: filters with faceted counts, the page of products
 * with their card embeds, pagination and sort options.
 */
export async function getProductFilters(
  context: CatalogueContext,
  scope: ListingScope,
  searchParams: ListingSearchParams,
): Promise<ListingRead> {
  const priceForm = priceFormQuery(searchParams, listingParamNames[context.locale].price);
  if (priceForm !== null) return { kind: 'cleaned', query: priceForm };
  try {
    const state = listingStateParam(searchParams, context.locale);
    const data = await catalogueApi(context).get(ProductFiltersResponseSchema, 'product-filters', {
      search: { ...scopeParams(scope), state, embed: encodeEmbed(productCardEmbeds) },
      ...(hasSearchText(scope, state, context.locale)
        ? searchTextRead
        : cached({ tags: [catalogueTag, listTags.products], revalidate: catalogueLifetime })),
    });
    return { kind: 'listing', data };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return { kind: 'missing' };
    if (error instanceof ApiClientError && error.status === 422) {
      const query = queryWithout(
        searchParams,
        error.fieldErrors.map((e) => e.field),
      );
      return query === null ? { kind: 'missing' } : { kind: 'cleaned', query };
    }
    throw error;
  }
}

/** The listing, or the page's answer to a URL without one: a redirect to the cleaned URL, or its 404. */
export function listingOrRedirect(read: ListingRead, basePath: string): ProductFiltersResponse {
  if (read.kind === 'cleaned') redirect(`${basePath}${read.query}`);
  if (read.kind === 'missing') notFound();
  return read.data;
}
