import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  attachments,
  productAttachments,
  productAttachmentTranslations,
  productCategories,
  productDiscounts,
  productPackageItems,
  productRelations,
  products,
  productVideos,
  stockDisplaySettings,
} from '../../db/schema';
import type { ReadContext } from '../../list/read-context';
import { isListedProduct } from './products.repository';

/** Queries behind the product page's embeds; each takes the ids of a whole page of products. */

/** A discount runs now when now lies in its window (open ends run forever). */
const runningDiscount = and(
  or(isNull(productDiscounts.validFrom), lte(productDiscounts.validFrom, sql`now()`)),
  or(isNull(productDiscounts.validTo), gt(productDiscounts.validTo, sql`now()`)),
);

/**
 * The percents of the product's own running discount (not a variation's), the highest when several
 * overlap, or null: what listings sort and filter by, as the product page and the cards show it.
 */
export function runningProductDiscountPercents(productId: SQL | AnyColumn = products.id): SQL<number | null> {
  return sql<number | null>`(
    select max(${productDiscounts.percents}) from ${productDiscounts}
    where ${productDiscounts.productId} = ${productId} and ${productDiscounts.productVariationId} is null
      and ${runningDiscount})`;
}

/** Running discounts of the products and of their variations; the highest first when several overlap. */
export async function selectRunningDiscounts(env: ReadContext, productIds: number[]) {
  return env.db
    .select({
      productId: productDiscounts.productId,
      productVariationId: productDiscounts.productVariationId,
      percents: productDiscounts.percents,
      validTo: productDiscounts.validTo,
    })
    .from(productDiscounts)
    .where(and(runningDiscount, inArray(productDiscounts.productId, productIds)))
    .orderBy(desc(productDiscounts.percents), asc(productDiscounts.id));
}
export type DiscountRow = Awaited<ReturnType<typeof selectRunningDiscounts>>[number];

export const defaultStockDisplay = { mode: 'bounded', min: 5, max: 20 } as const;

/** The shop's stock display setting, or the default when none is stored. */
export async function selectStockDisplay(env: ReadContext) {
  const [row] = await env.db.select().from(stockDisplaySettings).where(eq(stockDisplaySettings.id, 1));
  return row ?? { id: 1, ...defaultStockDisplay };
}

/** Attachments of the products with their file's facts (not its bytes) and the description in the request language. */
export async function selectProductAttachments(env: ReadContext, productIds: number[]) {
  return env.db
    .select({
      link: productAttachments,
      description: productAttachmentTranslations.description,
      file: {
        id: attachments.id,
        name: attachments.name,
        mimeType: attachments.mimeType,
        extension: attachments.extension,
      },
      size: sql<number>`octet_length(${attachments.data})`.mapWith(Number),
    })
    .from(productAttachments)
    .innerJoin(attachments, eq(attachments.id, productAttachments.attachmentId))
    .leftJoin(
      productAttachmentTranslations,
      and(
        eq(productAttachmentTranslations.productAttachmentId, productAttachments.id),
        eq(productAttachmentTranslations.locale, env.locale),
      ),
    )
    .where(inArray(productAttachments.productId, productIds))
    .orderBy(asc(productAttachments.productId), asc(productAttachments.position), asc(productAttachments.id));
}
export type ProductAttachmentRow = Awaited<ReturnType<typeof selectProductAttachments>>[number];

/** One stored file with its bytes, for the download route. */
export async function selectAttachmentFile(env: Pick<ReadContext, 'db'>, id: number) {
  const [row] = await env.db.select().from(attachments).where(eq(attachments.id, id));
  return row ?? null;
}

export async function selectProductVideos(env: ReadContext, productIds: number[]) {
  return env.db
    .select()
    .from(productVideos)
    .where(inArray(productVideos.productId, productIds))
    .orderBy(asc(productVideos.productId), asc(productVideos.position), asc(productVideos.id));
}
export type ProductVideoRow = Awaited<ReturnType<typeof selectProductVideos>>[number];

/** Hand-set relations whose related product is listed in the request language and currency. */
export async function selectProductRelations(env: ReadContext, productIds: number[]) {
  return env.db
    .select()
    .from(productRelations)
    .where(
      and(inArray(productRelations.productId, productIds), isListedProduct(env, productRelations.relatedProductId)),
    )
    .orderBy(
      asc(productRelations.productId),
      asc(productRelations.relationType),
      asc(productRelations.position),
      asc(productRelations.id),
    );
}

/**
 * Up to `limit` listed products sharing a category with the product (`sameDefault`: its default
 * category), other than the product itself. "Random" is a stable shuffle seeded by the product
 * id, so a cached page and its next render agree, while different products get different picks.
 */
export async function selectCategoryPicks(
  env: ReadContext,
  productId: number,
  sameDefault: boolean,
  limit: number,
): Promise<number[]> {
  const base = env.db
    .select({ defaultCategoryId: products.defaultCategoryId })
    .from(products)
    .where(eq(products.id, productId));
  const sharesCategory = sameDefault
    ? sql`${products.defaultCategoryId} = (${base})`
    : sql`exists (select 1 from ${productCategories} mine join ${productCategories} theirs on theirs.category_id = mine.category_id
        where mine.product_id = ${productId} and theirs.product_id = ${products.id})`;
  const rows = await env.db
    .select({ id: products.id })
    .from(products)
    .where(and(sharesCategory, sql`${products.id} <> ${productId}`, isListedProduct(env, products.id)))
    .orderBy(sql`md5(${products.id}::text || ':' || ${productId}::text)`)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Items of the package products whose product is listed. */
export async function selectPackageItems(env: ReadContext, packageIds: number[]) {
  return env.db
    .select()
    .from(productPackageItems)
    .where(
      and(
        eq(productPackageItems.isActive, true),
        inArray(productPackageItems.productPackageId, packageIds),
        isListedProduct(env, productPackageItems.productId),
      ),
    )
    .orderBy(asc(productPackageItems.productPackageId), asc(productPackageItems.position), asc(productPackageItems.id));
}
export type PackageItemRow = Awaited<ReturnType<typeof selectPackageItems>>[number];
