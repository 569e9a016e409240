import 'server-only';
import { ApiClientError } from '@/lib/api/api-client-error';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import type { ListEnvelope } from '@contract/envelope';
import { ProductSchema, type Product } from '@contract/entities/product';
import { SearchSuggestionsSchema, type SearchSuggestions } from '@contract/search/search-suggestions';
import { searchTextRead } from './cache-policy';
import { productCardEmbeds } from './products';

/** Products per page of the search page. */
const searchPageSize = 24;
/** Categories, brands and articles the search page shows beside the products. */
const searchPageSectionLimit = 12;

/**
 * One page of products matching the text, most relevant first (GET /products?search=); null for
 * a page past the last one, which the API refuses with a 422 on `page`. Never kept: the text is
 * the shopper's (`searchTextRead`).
 */
export async function searchProducts(
  context: CatalogueContext,
  text: string,
  page: number,
): Promise<ListEnvelope<Product> | null> {
  try {
    return await catalogueApi(context).list(ProductSchema, 'products', {
      query: { search: text, embed: productCardEmbeds, page, per_page: searchPageSize },
      ...searchTextRead,
    });
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 422 && error.fieldMessage('page')) return null;
    throw error;
  }
}

/** The categories, brands and articles matching the text (GET /search/suggest); never kept, like the products. */
export function searchSections(context: CatalogueContext, text: string): Promise<SearchSuggestions> {
  return catalogueApi(context).get(SearchSuggestionsSchema, 'search/suggest', {
    search: { q: text, limit: String(searchPageSectionLimit) },
    ...searchTextRead,
  });
}
