import 'server-only';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { CategoryTreeNodeSchema } from '@contract/entities/category';
import { ProductSchema } from '@contract/entities/product';
import type { Locale } from '@contract/locales';
import type { Filter, ListQuery } from '@contract/query';

/** The embeds a product card needs. */
export const productCardEmbeds = ['urls', 'default_image_url', 'product_availability', 'brand{id,name}'];

export async function getCategoryTree(locale: Locale) {
  const tree = await catalogueApi({ locale }).list(CategoryTreeNodeSchema, 'categories/tree', { query: { embed: ['urls'] } });
  return tree.items;
}

export async function listProducts(context: CatalogueContext, filters: Filter[], options: Pick<ListQuery, 'page' | 'per_page' | 'sort'> = {}) {
  return catalogueApi(context).list(ProductSchema, 'products', {
    query: { filters, embed: productCardEmbeds, page: options.page, per_page: options.per_page, sort: options.sort },
  });
}
