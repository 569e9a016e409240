import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { modelTypes } from '@contract';
import {
  articleAuthors,
  articleImages,
  articleProducts,
  articles,
  articleTranslations,
  images,
  seoUrls,
} from '../../db/schema';
import type { ReadContext } from '../../list/read-context';
import { isListedProduct } from '../products/products.repository';
import { articleTranslated, publishedArticle } from './articles.repository';

/** Queries behind the article embeds; each takes the ids of a whole page. */

export async function selectAuthorsOfArticles(env: ReadContext, articleIds: number[]) {
  return env.db
    .select({ articleId: articles.id, author: articleAuthors })
    .from(articles)
    .innerJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
    .where(inArray(articles.id, articleIds));
}

export async function selectImagesOfArticles(env: ReadContext, articleIds: number[]) {
  return env.db
    .select({ articleId: articles.id, imageId: articles.imageId })
    .from(articles)
    .where(inArray(articles.id, articleIds));
}

/** The gallery pictures of each article with their pixel sizes, in gallery order. */
export async function selectGalleriesOfArticles(env: ReadContext, articleIds: number[]) {
  return env.db
    .select({ articleId: articleImages.articleId, imageId: images.id, width: images.width, height: images.height })
    .from(articleImages)
    .innerJoin(images, eq(images.id, articleImages.imageId))
    .where(inArray(articleImages.articleId, articleIds))
    .orderBy(asc(articleImages.articleId), asc(articleImages.position), asc(articleImages.imageId));
}

/** Linked products that GET /products lists, by product id. */
export async function selectProductsOfArticles(env: ReadContext, articleIds: number[]) {
  return env.db
    .select({ articleId: articleProducts.articleId, productId: articleProducts.productId })
    .from(articleProducts)
    .where(and(inArray(articleProducts.articleId, articleIds), isListedProduct(env, articleProducts.productId)))
    .orderBy(asc(articleProducts.articleId), asc(articleProducts.productId));
}

export type Neighbour = 'previous' | 'next';

/**
 * The article published just before (`previous`) or just after (`next`) each given one, among the
 * articles listed in the request language, with its name and canonical paths as a JSON object.
 */
export async function selectNeighbours(env: ReadContext, articleIds: number[], which: Neighbour) {
  const order = sql`over (order by ${articles.publishAt}, ${articles.id})`;
  const ordered = env.db.$with('ordered_articles').as(
    env.db
      .select({
        id: articles.id,
        neighbourId: (which === 'previous'
          ? sql<number | null>`lag(${articles.id}) ${order}`
          : sql<number | null>`lead(${articles.id}) ${order}`
        ).as('neighbour_id'),
      })
      .from(articles)
      .innerJoin(articleTranslations, articleTranslated(env))
      .where(publishedArticle),
  );
  const urls = sql<unknown>`coalesce((
    select json_object_agg(${seoUrls.locale}, ${seoUrls.path}) from ${seoUrls}
    where ${seoUrls.modelType} = ${modelTypes.article} and ${seoUrls.modelId} = ${articleTranslations.articleId} and ${seoUrls.isCanonical}
  ), '{}'::json)`;
  return env.db
    .with(ordered)
    .select({ articleId: ordered.id, id: articleTranslations.articleId, name: articleTranslations.name, urls })
    .from(ordered)
    .innerJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, ordered.neighbourId), eq(articleTranslations.locale, env.locale)),
    )
    .where(inArray(ordered.id, articleIds));
}
