import { and, count, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FilterOperator } from '@contract';
import { productCategories, productPrices, products, productTranslations, taxGroups } from '../../db/schema';
import type { FilterValue, PageOptions } from '../../list/definition';
import { applyPage, compare } from '../../list/filter-sql';
import type { ReadContext } from '../../list/read-context';

/** Shoppers see active products that are not hidden. */
export const visibleProduct = and(eq(products.isActive, true), eq(products.isHidden, false));

/**
 * A product is listed in a language it is translated into and a currency it has a price in;
 * without either it could not be shown or sold, so it is left out rather than shown half-empty.
 */
const translated = (env: ReadContext) =>
  and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, env.locale));
const priced = (env: ReadContext) =>
  and(eq(productPrices.productId, products.id), eq(productPrices.currencyId, env.currency.id));

const rowFields = {
  product: products,
  translation: productTranslations,
  price: productPrices.price,
  taxedPrice: productPrices.taxedPrice,
  taxRate: taxGroups.rate,
};
export interface ProductRow {
  product: typeof products.$inferSelect;
  translation: typeof productTranslations.$inferSelect;
  price: number;
  taxedPrice: number;
  taxRate: number | null;
}

export async function countProducts(env: ReadContext, where: SQL | undefined): Promise<number> {
  const [row] = await env.db
    .select({ n: count() })
    .from(products)
    .innerJoin(productTranslations, translated(env))
    .innerJoin(productPrices, priced(env))
    .where(and(visibleProduct, where));
  return row?.n ?? 0;
}

export async function selectProducts(env: ReadContext, options: PageOptions): Promise<ProductRow[]> {
  const query = env.db
    .select(rowFields)
    .from(products)
    .innerJoin(productTranslations, translated(env))
    .innerJoin(productPrices, priced(env))
    .leftJoin(taxGroups, eq(taxGroups.id, products.taxGroupId))
    .where(and(visibleProduct, options.where))
    .$dynamic();
  return applyPage(query, options);
}

/** The `category_id` filter: products linked to the category (any of them for `in`), or not linked for `neq`. */
export function productCategoryCondition(operator: FilterOperator, value: FilterValue): SQL {
  const linked = (categoryMatch: SQL) =>
    sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${categoryMatch})`;
  if (operator === 'neq') return sql`not ${linked(compare(productCategories.categoryId, 'integer', 'eq', value))}`;
  return linked(compare(productCategories.categoryId, 'integer', operator, value));
}

/** Listed products per category, counted under the same rules as GET /products. */
export async function countProductsPerCategory(env: ReadContext, categoryIds: number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await env.db
    .select({ id: productCategories.categoryId, n: count() })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .innerJoin(productTranslations, translated(env))
    .innerJoin(productPrices, priced(env))
    .where(and(visibleProduct, inArray(productCategories.categoryId, categoryIds)))
    .groupBy(productCategories.categoryId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Listed products per brand, counted under the same rules as GET /products. */
export async function countProductsPerBrand(env: ReadContext, brandIds: number[]): Promise<Map<number, number>> {
  if (brandIds.length === 0) return new Map();
  const rows = await env.db
    .select({ id: products.brandId, n: count() })
    .from(products)
    .innerJoin(productTranslations, translated(env))
    .innerJoin(productPrices, priced(env))
    .where(and(visibleProduct, inArray(products.brandId, brandIds)))
    .groupBy(products.brandId);
  return new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, r.n]])));
}

/** True when the product id (a column of another table) is a product GET /products lists; for links such as article_products. */
export function isListedProduct(env: ReadContext, productId: SQLWrapper): SQL {
  const listed = env.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productTranslations, translated(env))
    .innerJoin(productPrices, priced(env))
    .where(visibleProduct);
  return inArray(productId, listed);
}
