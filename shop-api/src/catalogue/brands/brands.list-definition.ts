import { BrandSchema, decodeSort, modelTypes, type Brand } from '@contract';
import { brands, brandTranslations } from '../../db/schema';
import type { ResourceDefinition } from '../../list/definition';
import { countProductsPerBrand } from '../products/products.repository';
import { uniqueIds } from '../shared/collections';
import { selectableFieldsOf } from '../shared/fields';
import { urlsEmbed } from '../shared/urls.repository';
import { countBrands, selectBrands } from './brands.repository';
import { serializeBrand } from './brands.serializer';

export const brandFields = selectableFieldsOf(BrandSchema);

/** The brand whitelist: what GET /brands may sort, filter, embed and select. */
export const brandDefinition: ResourceDefinition<Brand> = {
  name: 'Brand',
  idExpression: brands.id,
  fields: brandFields,
  sort: { id: brands.id, name: brandTranslations.name, position: brands.position, created_at: brands.createdAt },
  defaultSort: decodeSort('position,id'),
  filters: {
    id: { type: 'integer', expression: brands.id },
    parent_id: { type: 'integer', nullable: true, expression: brands.parentId },
    name: { type: 'string', expression: brandTranslations.name },
    slug: { type: 'string', expression: brandTranslations.slug },
    position: { type: 'integer', expression: brands.position },
    created_at: { type: 'date', expression: brands.createdAt },
  },
  embeds: {
    urls: urlsEmbed(modelTypes.brand),
    /** Products GET /products lists for the brand. */
    products_count: {
      async load(items, env) {
        const counts = await countProductsPerBrand(env, uniqueIds(items.map((b) => b.id)));
        return (item) => counts.get(item.id) ?? 0;
      },
    },
  },
  source: (env) => ({
    count: (where) => countBrands(env, where),
    items: async (options) => (await selectBrands(env, options)).map(serializeBrand),
  }),
};
