import 'server-only';
import { catalogueApi } from '@/lib/api/catalogue-api';
import { catalogueTag, listTags } from '@contract/cache/cache-tags';
import { CategoryTreeNodeSchema, type CategoryTreeNode } from '@contract/entities/category';
import type { Locale } from '@contract/locales';
import { cached, catalogueLifetime } from './cache-policy';

/** The visible category tree in the language, with each category's urls (the header menu, breadcrumbs). */
export async function getCategoryTree(locale: Locale): Promise<CategoryTreeNode[]> {
  const tree = await catalogueApi({ locale }).list(CategoryTreeNodeSchema, 'categories/tree', {
    query: { embed: ['urls'] },
    ...cached({ tags: [catalogueTag, listTags.categories], revalidate: catalogueLifetime }),
  });
  return tree.items;
}
