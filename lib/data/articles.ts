import 'server-only';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { catalogueTag, listTags } from '@contract/cache/cache-tags';
import { ArticleSchema, type Article } from '@contract/entities/article';
import type { Filter } from '@contract/query';
import { cached, catalogueLifetime } from './cache-policy';

/** The embeds an article card shows. */
const articleCardEmbeds = ['urls', 'image_url', 'user'];

async function latestArticles(context: CatalogueContext, filters: Filter[], count: number): Promise<Article[]> {
  const page = await catalogueApi(context).list(ArticleSchema, 'articles', {
    query: { filters, sort: ['-publish_at', '-id'], per_page: count, embed: articleCardEmbeds },
    ...cached({ tags: [catalogueTag, listTags.articles], revalidate: catalogueLifetime }),
  });
  return page.items;
}

/**
 * "Read next" for an article: the latest other articles of its category, topped up with the
 * blog's latest ones when the category has too few. Both reads run at once and ask for one more
 * than needed, so the current article can be dropped without a second call.
 */
export async function readNextArticles(
  context: CatalogueContext,
  categoryId: number,
  exceptId: number,
  count: number,
): Promise<Article[]> {
  const [inCategory, latest] = await Promise.all([
    latestArticles(context, [['article_category_id', 'eq', categoryId]], count + 1),
    latestArticles(context, [], count + 1),
  ]);
  const seen = new Set([exceptId]);
  return [...inCategory, ...latest].filter((a) => !seen.has(a.id) && seen.add(a.id)).slice(0, count);
}
