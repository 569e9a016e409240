import { and, count, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { LocaleSchema, modelTypes, type Urls } from '@contract';
import { categoryVisibleTo } from '../catalogue/categories/category-visibility';
import type { Database } from '../db/client';
import { articleCategories, articles, brands, categories, products, seoUrls, staticPages } from '../db/schema';

/** A record that belongs in the sitemap: its model type code, id and last change. */
export interface SitemapModel {
  modelType: number;
  modelId: number;
  lastmod: Date | null;
}

const noDate = sql<Date | null>`null::timestamptz`;
const typeCode = (code: number) => sql<number>`${sql.raw(String(code))}::smallint`;

/**
 * One SELECT per model type of the records a crawler should find: visible to an anonymous shopper,
 * indexable (`meta_index`) and, where the model has the flag, `show_on_sitemap`. Each reads its own
 * table once with no per-row queries, so the union stays cheap at 100k products.
 */
function eligibleModels(db: Database) {
  const anonymous = { customerGroupIds: [] };
  return [
    db
      .select({
        modelType: typeCode(modelTypes.product).as('model_type'),
        modelId: sql<number>`${products.id}`.as('model_id'),
        lastmod: sql<Date | null>`${products.updatedAt}`.as('lastmod'),
      })
      .from(products)
      .where(
        and(
          eq(products.isActive, true),
          eq(products.isHidden, false),
          eq(products.metaIndex, true),
          eq(products.showOnSitemap, true),
        ),
      ),
    db
      .select({
        modelType: typeCode(modelTypes.category).as('model_type'),
        modelId: sql<number>`${categories.id}`.as('model_id'),
        lastmod: sql<Date | null>`${categories.createdAt}`.as('lastmod'),
      })
      .from(categories)
      .where(
        and(
          eq(categories.metaIndex, true),
          eq(categories.showOnSitemap, true),
          categoryVisibleTo(anonymous, categories.id),
        ),
      ),
    db
      .select({
        modelType: typeCode(modelTypes.brand).as('model_type'),
        modelId: sql<number>`${brands.id}`.as('model_id'),
        lastmod: sql<Date | null>`${brands.createdAt}`.as('lastmod'),
      })
      .from(brands)
      .where(and(eq(brands.isActive, true), eq(brands.metaIndex, true), eq(brands.showOnSitemap, true))),
    db
      .select({
        modelType: typeCode(modelTypes.article).as('model_type'),
        modelId: sql<number>`${articles.id}`.as('model_id'),
        lastmod: sql<Date | null>`${articles.publishAt}`.as('lastmod'),
      })
      .from(articles)
      .where(and(eq(articles.isActive, true), lte(articles.publishAt, sql`now()`))),
    db
      .select({
        modelType: typeCode(modelTypes.articleCategory).as('model_type'),
        modelId: sql<number>`${articleCategories.id}`.as('model_id'),
        lastmod: noDate.as('lastmod'),
      })
      .from(articleCategories),
    db
      .select({
        modelType: typeCode(modelTypes.staticPage).as('model_type'),
        modelId: sql<number>`${staticPages.id}`.as('model_id'),
        lastmod: sql<Date | null>`${staticPages.createdAt}`.as('lastmod'),
      })
      .from(staticPages)
      .where(and(eq(staticPages.isActive, true), eq(staticPages.metaIndex, true))),
  ] as const;
}

/** How many records belong in the sitemap. */
export async function countSitemapModels(db: Database): Promise<number> {
  const [first, ...rest] = eligibleModels(db);
  const union = unionAll(first, ...rest).as('eligible');
  const [row] = await db.select({ n: count() }).from(union);
  return row?.n ?? 0;
}

/** A window of the sitemap's records, in a stable order (model type, then id). */
export async function loadSitemapModels(db: Database, offset: number, limit: number): Promise<SitemapModel[]> {
  if (limit <= 0) return [];
  const [first, ...rest] = eligibleModels(db);
  const rows = await unionAll(first, ...rest)
    .orderBy(sql`model_type`, sql`model_id`)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    modelType: Number(row.modelType),
    modelId: Number(row.modelId),
    lastmod: toDate(row.lastmod),
  }));
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Canonical paths per language of the given records: one query per model type present. */
export async function loadSitemapUrls(db: Database, models: readonly SitemapModel[]): Promise<Map<string, Urls>> {
  const idsByType = new Map<number, number[]>();
  for (const model of models)
    idsByType.set(model.modelType, [...(idsByType.get(model.modelType) ?? []), model.modelId]);
  const result = new Map<string, Urls>();
  for (const [modelType, ids] of idsByType) {
    const condition: SQL | undefined = and(
      eq(seoUrls.modelType, modelType),
      inArray(seoUrls.modelId, ids),
      eq(seoUrls.isCanonical, true),
    );
    const rows = await db
      .select({ modelId: seoUrls.modelId, locale: seoUrls.locale, path: seoUrls.path })
      .from(seoUrls)
      .where(condition);
    for (const row of rows) {
      const locale = LocaleSchema.safeParse(row.locale);
      if (!locale.success) continue;
      const key = sitemapModelKey(modelType, row.modelId);
      result.set(key, { ...result.get(key), [locale.data]: row.path });
    }
  }
  return result;
}

export const sitemapModelKey = (modelType: number, modelId: number) => `${modelType}:${modelId}`;
