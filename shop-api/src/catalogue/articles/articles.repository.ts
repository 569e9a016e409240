import { and, count, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { FilterOperator } from '@contract';
import { articleArticleCategories, articles, articleTranslations } from '../../db/schema';
import type { FilterValue, PageOptions } from '../../list/definition';
import { applyPage, compare } from '../../list/filter-sql';
import type { ReadContext } from '../../list/read-context';

/** Shoppers see active articles whose publish time has come; an article without one is a draft. */
export const publishedArticle = and(eq(articles.isActive, true), lte(articles.publishAt, sql`now()`));

/** Only articles translated into the request language are listed in it. */
export const articleTranslated = (env: ReadContext) =>
  and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, env.locale));

export interface ArticleRow {
  article: typeof articles.$inferSelect;
  translation: typeof articleTranslations.$inferSelect;
}

export async function countArticles(env: ReadContext, where: SQL | undefined): Promise<number> {
  const [row] = await env.db
    .select({ n: count() })
    .from(articles)
    .innerJoin(articleTranslations, articleTranslated(env))
    .where(and(publishedArticle, where));
  return row?.n ?? 0;
}

export async function selectArticles(env: ReadContext, options: PageOptions): Promise<ArticleRow[]> {
  const query = env.db
    .select({ article: articles, translation: articleTranslations })
    .from(articles)
    .innerJoin(articleTranslations, articleTranslated(env))
    .where(and(publishedArticle, options.where))
    .$dynamic();
  return applyPage(query, options);
}

/** The `article_category_id` filter: articles in the category (any of them for `in`), or not in it for `neq`. */
export function articleCategoryCondition(operator: FilterOperator, value: FilterValue): SQL {
  const linked = (categoryMatch: SQL) =>
    sql`exists (select 1 from ${articleArticleCategories} where ${articleArticleCategories.articleId} = ${articles.id} and ${categoryMatch})`;
  if (operator === 'neq')
    return sql`not ${linked(compare(articleArticleCategories.articleCategoryId, 'integer', 'eq', value))}`;
  return linked(compare(articleArticleCategories.articleCategoryId, 'integer', operator, value));
}
