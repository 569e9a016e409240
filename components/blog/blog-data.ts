import 'server-only';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { ArticleSchema, type Article } from '@contract/entities/article';
import type { Filter } from '@contract/query';

/** The embeds an article card shows. */
export const articleCardEmbeds = ['urls', 'image_url', 'user'];

function latestArticles(context: CatalogueContext, filters: Filter[], count: number): Promise<Article[]> {
  return catalogueApi(context)
    .list(ArticleSchema, 'articles', { query: { filters, sort: ['-publish_at', '-id'], per_page: count, embed: articleCardEmbeds } })
    .then((page) => page.items);
}

/**
 * "Read next" for an article: the latest other articles of its category, topped up with the
 * blog's latest ones when the category has too few. Both reads run at once and ask for one more
 * than needed, so the current article can be dropped without a second call.
 */
export async function readNextArticles(context: CatalogueContext, categoryId: number, exceptId: number, count: number): Promise<Article[]> {
  const [inCategory, latest] = await Promise.all([
    latestArticles(context, [['article_category_id', 'eq', categoryId]], count + 1),
    latestArticles(context, [], count + 1),
  ]);
  const seen = new Set([exceptId]);
  return [...inCategory, ...latest].filter((a) => !seen.has(a.id) && seen.add(a.id)).slice(0, count);
}
