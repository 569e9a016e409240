import { contractFieldErrors } from '../../messages/contract-texts';
import { msg } from '../../messages/message';
import { inArray } from 'drizzle-orm';
import type { Product } from '@contract';
import { listingParamNames } from '@contract/listing/listing-params';
import { parseListingParams } from '@contract/listing/listing-state';
import type { ProductFiltersResponse } from '@contract/listing/product-filters';
import { products } from '../../db/schema';
import { ApiError, type ApiFieldError } from '../../http/api-error';
import { attachEmbeds } from '../../list/embed';
import type { ReadContext } from '../../list/read-context';
import { productDefinition } from '../products/products.list-definition';
import type { ListingScope } from './facet-types';
import { filterParamNames, loadFilterCatalogue, resolveSelection } from './filter-catalogue';
import { selectBrandScope, selectCategoryScope } from './filter-catalogue.repository';
import { listingIndexFor } from './listing-index';
import { perSnapshot } from './product-filters.cache';
import { selectSearchMatches } from './listing-index.repository';
import { countFacets, scopeIndexes } from './listing-facets';
import { alternateRequestUris } from './listing-translation';
import type { ProductFiltersQuery } from '@contract/calls/product-filters';
import { productFiltersRequest, type ProductFiltersRequest } from './product-filters.query';
import { serializeProductFilters } from './product-filters.serializer';

/**
 * A category or brand the shopper cannot see is a 404: the listing does not exist for them. The
 * subtrees are read once per listing snapshot (they change with the same writes).
 */
async function resolveScope(env: ReadContext, query: ProductFiltersRequest): Promise<ListingScope> {
  const scope: ListingScope = { search: query.search };
  const groups = [...(env.customerGroupIds ?? [])].sort((a, b) => a - b).join(',');
  if (query.categoryId !== undefined) {
    const { categoryId } = query;
    const ids = await perSnapshot(env, `category:${categoryId}:${groups}`, () => selectCategoryScope(env, categoryId));
    if (!ids) throw ApiError.notFound('notFound.category');
    scope.categoryIds = ids;
  }
  if (query.brandId !== undefined) {
    const { brandId } = query;
    const ids = await perSnapshot(env, `brand:${brandId}`, () => selectBrandScope(env, brandId));
    if (!ids) throw ApiError.notFound('notFound.brand');
    scope.brandIds = ids;
  }
  return scope;
}

async function loadItems(env: ReadContext, ids: number[], query: ProductFiltersRequest): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await productDefinition.source(env).items({ where: inArray(products.id, ids), orderBy: [] });
  const withEmbeds = await attachEmbeds(productDefinition, env, rows, query.embeds);
  const byId = new Map(withEmbeds.map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * `GET /product-filters`: a listing (category with its subcategories, brand with its sub-brands,
 * or search results) under the filters, sort and page of the storefront URL, with faceted counts.
 */
export async function productFilters(
  env: ReadContext,
  requestQuery: ProductFiltersQuery,
): Promise<ProductFiltersResponse> {
  const query = productFiltersRequest(requestQuery);
  const [scope, catalogue] = await Promise.all([
    resolveScope(env, query),
    perSnapshot(env, 'filter-catalogue', () => loadFilterCatalogue(env)),
  ]);
  const parsed = parseListingParams(query.state, env.locale, filterParamNames(catalogue));
  if (!parsed.ok) throw ApiError.validation(contractFieldErrors(parsed.errors), 'list.listingUrl');
  const state = { ...parsed.state, search: parsed.state.search ?? query.search ?? null };
  const errors: ApiFieldError[] = [];
  const selection = resolveSelection(catalogue, state, errors);
  if (errors.length > 0) throw ApiError.validation(errors, 'list.listingUrl');

  const [index, searchIds] = await Promise.all([
    listingIndexFor(env),
    scope.search ? selectSearchMatches(env, scope.search) : undefined,
  ]);
  const facets = countFacets(index, {
    scope: scopeIndexes(index, { ...scope, searchIds }),
    selection,
    sort: state.sort,
    tax: env.tax ?? 'with',
    offset: (state.startPage - 1) * state.perPage,
    limit: (state.page - state.startPage + 1) * state.perPage,
  });
  const lastPage = Math.max(1, Math.ceil(facets.total / state.perPage));
  if (state.page > lastPage) {
    throw ApiError.validation([
      {
        field: listingParamNames[env.locale].page,
        message: msg('list.pageBeyond', { page: state.page, last: lastPage }),
      },
    ]);
  }
  const [items, alternates] = await Promise.all([
    loadItems(env, facets.itemIds, query),
    alternateRequestUris(env, state, catalogue),
  ]);
  return serializeProductFilters({
    catalogue,
    state,
    facets,
    items,
    locale: env.locale,
    alternateRequestUris: alternates,
  });
}
