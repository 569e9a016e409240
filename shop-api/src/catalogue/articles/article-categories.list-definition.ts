import { ArticleCategorySchema, decodeSort, type ArticleCategory } from '@contract';
import { articleCategories, articleCategoryTranslations } from '../../db/schema';
import type { ResourceDefinition } from '../../list/definition';
import { selectableFieldsOf } from '../shared/fields';
import { articleCategoryEmbeds } from './article-category-embeds';
import { countArticleCategories, selectArticleCategories } from './article-categories.repository';
import { serializeArticleCategory } from './article-categories.serializer';

/** The article category whitelist: what GET /article-categories may sort, filter, embed and select. */
export const articleCategoryDefinition: ResourceDefinition<ArticleCategory> = {
  name: 'Article category',
  idExpression: articleCategories.id,
  fields: selectableFieldsOf(ArticleCategorySchema),
  sort: { id: articleCategories.id, name: articleCategoryTranslations.name, position: articleCategories.position },
  defaultSort: decodeSort('position,id'),
  filters: {
    id: { type: 'integer', expression: articleCategories.id },
    parent_id: { type: 'integer', nullable: true, expression: articleCategories.parentId },
    name: { type: 'string', expression: articleCategoryTranslations.name },
    slug: { type: 'string', expression: articleCategoryTranslations.slug },
  },
  embeds: articleCategoryEmbeds,
  source: (env) => ({
    count: (where) => countArticleCategories(env, where),
    items: async (options) => (await selectArticleCategories(env, options)).map(serializeArticleCategory),
  }),
};
