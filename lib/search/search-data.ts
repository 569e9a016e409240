import 'server-only';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { ProductSchema } from '@contract/entities/product';
import { productCardEmbeds } from '@/lib/data/catalogue';
import { SearchSuggestionsSchema } from '@contract/search/search-suggestions';

/** Products per page of the search page. */
export const searchPageSize = 24;
/** Categories, brands and articles the search page shows beside the products. */
export const searchPageSectionLimit = 12;

/** One page of products matching the text, most relevant first (GET /products?search=). */
export function searchProducts(context: CatalogueContext, text: string, page: number) {
  return catalogueApi(context).list(ProductSchema, 'products', {
    query: { search: text, embed: productCardEmbeds, page, per_page: searchPageSize },
  });
}

/** The categories, brands and articles matching the text (GET /search/suggest). */
export function searchSections(context: CatalogueContext, text: string) {
  return catalogueApi(context).get(SearchSuggestionsSchema, 'search/suggest', { search: { q: text, limit: String(searchPageSectionLimit) } });
}
