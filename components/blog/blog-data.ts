import 'server-only';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { ArticleSchema, type Article } from '@/lib/contract/entities/article';

/** The embeds an article card shows. */
export const articleCardEmbeds = ['urls', 'image_url', 'user'];

/**
 * The latest articles of a category other than `exceptId` (the one being read), for "read next".
 * Asks for one more than needed so the current article can be dropped without a second call.
 */
export async function latestArticlesInCategory(context: CatalogueContext, categoryId: number, exceptId: number, count: number): Promise<Article[]> {
  const page = await catalogueApi(context).list(ArticleSchema, 'articles', {
    query: { filters: [['article_category_id', 'eq', categoryId]], sort: ['-publish_at', '-id'], per_page: count + 1, embed: articleCardEmbeds },
  });
  return page.items.filter((a) => a.id !== exceptId).slice(0, count);
}
