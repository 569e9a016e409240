import 'server-only';
import { cache } from 'react';
import { getServerApi } from '@/lib/api/server-api';
import { CategoryTreeNodeSchema } from '@/lib/contract/entities/category';
import { ProductSchema } from '@/lib/contract/entities/product';
import type { Filter, ListQuery } from '@/lib/contract/query';

/** The embeds a product card needs. */
export const productCardEmbeds = ['urls', 'default_image_url', 'product_availability', 'brand{id,name}'];

export const getCategoryTree = cache(async () => {
  const api = await getServerApi();
  const tree = await api.list(CategoryTreeNodeSchema, 'categories/tree', {
    query: { embed: ['urls'] },
    next: { revalidate: 300 },
  });
  return tree.items;
});

export async function listProducts(filters: Filter[], options: Pick<ListQuery, 'page' | 'per_page' | 'sort'> = {}) {
  const api = await getServerApi();
  return api.list(ProductSchema, 'products', {
    query: { filters, embed: productCardEmbeds, page: options.page, per_page: options.per_page, sort: options.sort },
  });
}
