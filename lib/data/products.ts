import 'server-only';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { catalogueTag, listTags } from '@contract/cache/cache-tags';
import { ProductSchema } from '@contract/entities/product';
import type { Filter, ListQuery } from '@contract/query';
import { productCardEmbeds as contractCardEmbeds } from '@contract/entities/product-extras';
import { cached, catalogueLifetime } from './cache-policy';

/** The embeds a product card needs (the contract's list, shared with the API's home page and search). */
export const productCardEmbeds = [...contractCardEmbeds];

/** One page of products matching the filters, as product cards (an article's products). */
export function listProducts(
  context: CatalogueContext,
  filters: Filter[],
  options: Pick<ListQuery, 'page' | 'per_page' | 'sort'> = {},
) {
  return catalogueApi(context).list(ProductSchema, 'products', {
    query: { filters, embed: productCardEmbeds, page: options.page, per_page: options.per_page, sort: options.sort },
    ...cached({ tags: [catalogueTag, listTags.products], revalidate: catalogueLifetime }),
  });
}
