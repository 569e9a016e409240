import { ArticleCategorySchema, modelTypes, type ArticleCategory } from '@contract';
import type { EmbedDefinition } from '../../list/definition';
import type { ReadContext } from '../../list/read-context';
import { selectableFieldsOf } from '../shared/fields';
import { loadUrls, urlsEmbed } from '../shared/urls.repository';
import { selectAllArticleCategories } from './article-categories.repository';
import { serializeArticleCategory } from './article-categories.serializer';
import { ancestorsOf, childrenOf } from './article-category-tree';

type CategoryEmbed = EmbedDefinition<ArticleCategory>;

/** Related categories of each item, each with its own `urls` so the storefront can link them. */
function relatives(pick: (all: ArticleCategory[], id: number) => ArticleCategory[]): CategoryEmbed {
  return {
    fields: selectableFieldsOf(ArticleCategorySchema),
    async load(items, env: ReadContext) {
      const all = (await selectAllArticleCategories(env)).map(serializeArticleCategory);
      const picked = new Map(items.map((item) => [item.id, pick(all, item.id)]));
      const urls = await loadUrls(env, modelTypes.articleCategory, [
        ...new Set([...picked.values()].flat().map((c) => c.id)),
      ]);
      return (item) => (picked.get(item.id) ?? []).map((c) => ({ ...c, _embedded: { urls: urls.get(c.id) ?? {} } }));
    },
  };
}

/** Every embed GET /article-categories offers, by name. */
export const articleCategoryEmbeds: Record<string, CategoryEmbed> = {
  urls: urlsEmbed(modelTypes.articleCategory),
  /** Direct subcategories, by position. */
  children: relatives(childrenOf),
  /** The categories above, from the root down to the parent (for breadcrumbs). */
  ancestors: relatives(ancestorsOf),
};
