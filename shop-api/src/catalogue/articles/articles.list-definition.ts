import { ArticleSchema, decodeSort, type Article } from '@contract';
import { articles, articleTranslations } from '../../db/schema';
import type { ResourceDefinition } from '../../list/definition';
import { selectableFieldsOf } from '../shared/fields';
import { articleEmbeds } from './article-embeds';
import { articleCategoryCondition, countArticles, selectArticles } from './articles.repository';
import { serializeArticle } from './articles.serializer';

/** The article whitelist: what GET /articles may sort, filter, embed and select. Newest first by default. */
export const articleDefinition: ResourceDefinition<Article> = {
  name: 'Article',
  idExpression: articles.id,
  fields: selectableFieldsOf(ArticleSchema),
  sort: {
    id: articles.id,
    name: articleTranslations.name,
    publish_at: articles.publishAt,
    time_for_reading: articles.timeForReading,
  },
  defaultSort: decodeSort('-publish_at,-id'),
  filters: {
    id: { type: 'integer', expression: articles.id },
    name: { type: 'string', expression: articleTranslations.name },
    slug: { type: 'string', expression: articleTranslations.slug },
    default_article_category_id: { type: 'integer', nullable: true, expression: articles.defaultArticleCategoryId },
    article_category_id: { type: 'integer', operators: ['eq', 'neq', 'in'], condition: articleCategoryCondition },
    time_for_reading: { type: 'integer', nullable: true, expression: articles.timeForReading },
    publish_at: { type: 'date', expression: articles.publishAt },
  },
  embeds: articleEmbeds,
  source: (env) => ({
    count: (where) => countArticles(env, where),
    items: async (options) => (await selectArticles(env, options)).map(serializeArticle),
  }),
};
