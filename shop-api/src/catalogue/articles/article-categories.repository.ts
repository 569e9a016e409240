import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { articleArticleCategories, articleCategories, articleCategoryTranslations } from '../../db/schema';
import type { PageOptions } from '../../list/definition';
import { applyPage } from '../../list/filter-sql';
import type { ReadContext } from '../../list/read-context';

/** Only article categories translated into the request language are listed in it. */
const translated = (env: ReadContext) =>
  and(
    eq(articleCategoryTranslations.articleCategoryId, articleCategories.id),
    eq(articleCategoryTranslations.locale, env.locale),
  );

export interface ArticleCategoryRow {
  category: typeof articleCategories.$inferSelect;
  translation: typeof articleCategoryTranslations.$inferSelect;
}

export async function countArticleCategories(env: ReadContext, where: SQL | undefined): Promise<number> {
  const [row] = await env.db
    .select({ n: count() })
    .from(articleCategories)
    .innerJoin(articleCategoryTranslations, translated(env))
    .where(where);
  return row?.n ?? 0;
}

export async function selectArticleCategories(env: ReadContext, options: PageOptions): Promise<ArticleCategoryRow[]> {
  const query = env.db
    .select({ category: articleCategories, translation: articleCategoryTranslations })
    .from(articleCategories)
    .innerJoin(articleCategoryTranslations, translated(env))
    .where(options.where)
    .$dynamic();
  return applyPage(query, options);
}

/** The categories of each article, for the article `categories` embed. */
export async function selectCategoriesOfArticles(env: ReadContext, articleIds: number[]) {
  return env.db
    .select({
      articleId: articleArticleCategories.articleId,
      category: articleCategories,
      translation: articleCategoryTranslations,
    })
    .from(articleArticleCategories)
    .innerJoin(articleCategories, eq(articleCategories.id, articleArticleCategories.articleCategoryId))
    .innerJoin(articleCategoryTranslations, translated(env))
    .where(inArray(articleArticleCategories.articleId, articleIds))
    .orderBy(asc(articleArticleCategories.articleId), asc(articleCategories.position), asc(articleCategories.id));
}

/** Every article category translated into the request language, by position; the blog has few, so the tree is built in memory. */
export async function selectAllArticleCategories(env: ReadContext): Promise<ArticleCategoryRow[]> {
  return env.db
    .select({ category: articleCategories, translation: articleCategoryTranslations })
    .from(articleCategories)
    .innerJoin(articleCategoryTranslations, translated(env))
    .orderBy(asc(articleCategories.position), asc(articleCategories.id));
}
