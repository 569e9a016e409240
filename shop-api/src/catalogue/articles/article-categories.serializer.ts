import type { ArticleCategory } from '@contract';
import type { ArticleCategoryRow } from './article-categories.repository';

export function serializeArticleCategory({ category: c, translation: t }: ArticleCategoryRow): ArticleCategory {
  return { id: c.id, name: t.name, description: t.description, parent_id: c.parentId, slug: t.slug };
}
