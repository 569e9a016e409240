import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categories, categoryTranslations } from '../../db/schema';
import type { PageOptions } from '../../list/definition';
import { applyPage } from '../../list/filter-sql';
import type { ReadContext } from '../../list/read-context';
import { categoryVisibleTo } from './category-visibility';

/** Shoppers see active categories under active parents; restricted ones only in one of their customer groups. */
export const visibleCategory = (env: ReadContext) => categoryVisibleTo(env, categories.id);

const otherTranslations = alias(categoryTranslations, 'available_translations');

/** Locales the category has a translation in, as a JSON list, in one correlated subquery. */
const availableLocales = sql<unknown>`coalesce((
  select json_agg(${otherTranslations.locale}) from ${categoryTranslations} ${otherTranslations}
  where ${otherTranslations.categoryId} = ${categories.id}
), '[]'::json)`;

const rowFields = { category: categories, translation: categoryTranslations, languages: availableLocales };
export type CategoryRow = {
  category: typeof categories.$inferSelect;
  translation: typeof categoryTranslations.$inferSelect;
  languages: unknown;
};

/** Only categories translated into the request language are listed in it. */
const translated = (env: ReadContext) =>
  and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, env.locale));

export async function countCategories(env: ReadContext, where: SQL | undefined): Promise<number> {
  const [row] = await env.db
    .select({ n: count() })
    .from(categories)
    .innerJoin(categoryTranslations, translated(env))
    .where(and(visibleCategory(env), where));
  return row?.n ?? 0;
}

export async function selectCategories(env: ReadContext, options: PageOptions): Promise<CategoryRow[]> {
  const query = env.db
    .select(rowFields)
    .from(categories)
    .innerJoin(categoryTranslations, translated(env))
    .where(and(visibleCategory(env), options.where))
    .$dynamic();
  return applyPage(query, options);
}

/** Visible child categories of the given parents, for the `children` embed. */
export async function selectChildCategories(env: ReadContext, parentIds: number[]): Promise<CategoryRow[]> {
  return selectCategories(env, {
    where: inArray(categories.parentId, parentIds),
    orderBy: [asc(categories.position), asc(categories.id)],
  });
}
