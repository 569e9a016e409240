import 'server-only';
import { ApiClientError } from '@/lib/api/api-client-error';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { catalogueTag, listTags } from '@contract/cache/cache-tags';
import { listingQueryKey } from '@contract/listing/listing-query-key';
import { ProductFiltersResponseSchema, type ProductFiltersResponse } from '@contract/listing/product-filters';
import type { Locale } from '@contract/locales';
import { encodeEmbed } from '@contract/query-codec';
import { cached, catalogueLifetime } from './cache-policy';
import { productCardEmbeds } from './products';

/** Which products a listing page shows; `search` is the search page's text. */
export type ListingScope = { categoryId: number } | { brandId: number } | { search: string };

export type ListingSearchParams = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The page's query string without the `?`, in its canonical spelling when it reads as a listing
 * query (`listingQueryKey`): the answer is kept in the data cache under the request URL, so every
 * spelling of one listing shares one entry. Anything else goes as the shopper's URL carries it,
 * for the API to judge.
 */
function listingStateParam(searchParams: ListingSearchParams, locale: Locale): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, v);
  }
  return listingQueryKey(params, locale) ?? params.toString();
}

function scopeParams(scope: ListingScope): Record<string, string> {
  if ('categoryId' in scope) return { category_id: String(scope.categoryId) };
  if ('brandId' in scope) return { brand_id: String(scope.brandId) };
  return { search: scope.search };
}

/**
 * `GET product-filters` for a listing page: filters with faceted counts, the page of products
 * with their card embeds, pagination and sort options. Null when no such listing exists: a
 * malformed listing URL (422) or a scope the shopper cannot see (404); the page shows its 404.
 */
export async function getProductFilters(
  context: CatalogueContext,
  scope: ListingScope,
  searchParams: ListingSearchParams,
): Promise<ProductFiltersResponse | null> {
  try {
    return await catalogueApi(context).get(ProductFiltersResponseSchema, 'product-filters', {
      search: {
        ...scopeParams(scope),
        state: listingStateParam(searchParams, context.locale),
        embed: encodeEmbed(productCardEmbeds),
      },
      ...cached({ tags: [catalogueTag, listTags.products], revalidate: catalogueLifetime }),
    });
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 422 || error.status === 404)) return null;
    throw error;
  }
}
