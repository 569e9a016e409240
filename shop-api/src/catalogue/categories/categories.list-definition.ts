import { decodeSort, modelTypes, CategorySchema, type Category } from '@contract';
import { categories, categoryTranslations } from '../../db/schema';
import type { ResourceDefinition } from '../../list/definition';
import { groupBy, uniqueIds } from '../shared/collections';
import { selectableFieldsOf } from '../shared/fields';
import { urlsEmbed } from '../shared/urls.repository';
import { categoryBannersEmbed } from '../../content/banners.service';
import { countProductsPerCategory } from '../products/products.repository';
import { countCategories, selectCategories, selectChildCategories } from './categories.repository';
import { serializeCategory } from './categories.serializer';

export const categoryFields = selectableFieldsOf(CategorySchema);

/** The category whitelist: what GET /categories may sort, filter, embed and select. */
export const categoryDefinition: ResourceDefinition<Category> = {
  name: 'Category',
  idExpression: categories.id,
  fields: categoryFields,
  sort: {
    id: categories.id,
    name: categoryTranslations.name,
    position: categories.position,
    created_at: categories.createdAt,
  },
  defaultSort: decodeSort('position,id'),
  filters: {
    id: { type: 'integer', expression: categories.id },
    parent_id: { type: 'integer', nullable: true, expression: categories.parentId },
    name: { type: 'string', expression: categoryTranslations.name },
    slug: { type: 'string', expression: categoryTranslations.slug },
    color: { type: 'string', nullable: true, expression: categories.color },
    position: { type: 'integer', expression: categories.position },
    created_at: { type: 'date', expression: categories.createdAt },
  },
  embeds: {
    urls: urlsEmbed(modelTypes.category),
    /** Shown (active, currently valid) banners of the category, by position. */
    banners: categoryBannersEmbed,
    /** Active products linked to the category itself (not to its subcategories). */
    products_count: {
      async load(items, env) {
        const counts = await countProductsPerCategory(env, uniqueIds(items.map((c) => c.id)));
        return (item) => counts.get(item.id) ?? 0;
      },
    },
    /** Direct visible subcategories, by position. */
    children: {
      fields: categoryFields,
      async load(items, env) {
        const rows = await selectChildCategories(env, uniqueIds(items.map((c) => c.id)));
        const byParent = groupBy(
          rows.map(serializeCategory),
          (c) => c.parent_id,
          (c) => c,
        );
        return (item) => byParent.get(item.id) ?? [];
      },
    },
  },
  source: (env) => ({
    count: (where) => countCategories(env, where),
    items: async (options) => (await selectCategories(env, options)).map(serializeCategory),
  }),
};
