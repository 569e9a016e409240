import 'server-only';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { catalogueTag, listTags } from '@contract/cache/cache-tags';
import { ProductSchema } from '@contract/entities/product';
import type { Filter, ListQuery } from '@contract/query';
import { cached, catalogueLifetime } from './cache-policy';

/** The embeds a product card needs. */
export const productCardEmbeds = ['urls', 'default_image_url', 'product_availability', 'brand{id,name}'];

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
