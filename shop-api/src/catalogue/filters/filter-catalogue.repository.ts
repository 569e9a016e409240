import { and, asc, eq, sql } from 'drizzle-orm';
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  productAvailabilities,
  productAvailabilityTranslations,
  productProperties,
  productPropertyAttributes,
  productPropertyAttributeTranslations,
  productPropertyTranslations,
} from '../../db/schema';
import type { ReadContext } from '../../list/read-context';
import { categoryVisibleTo } from '../categories/category-visibility';

/** What a shopper can filter by in the request language; small tables, read per request. */

export async function selectFilterBrands(env: ReadContext) {
  return env.db
    .select({ id: brands.id, name: brandTranslations.name, slug: brandTranslations.slug, imageId: brands.imageId })
    .from(brands)
    .innerJoin(
      brandTranslations,
      and(eq(brandTranslations.brandId, brands.id), eq(brandTranslations.locale, env.locale)),
    )
    .where(eq(brands.isActive, true))
    .orderBy(asc(brandTranslations.name), asc(brands.id));
}

export async function selectFilterAvailabilities(env: ReadContext) {
  return env.db
    .select({
      id: productAvailabilities.id,
      name: productAvailabilityTranslations.name,
      slug: productAvailabilityTranslations.slug,
    })
    .from(productAvailabilities)
    .innerJoin(
      productAvailabilityTranslations,
      and(
        eq(productAvailabilityTranslations.productAvailabilityId, productAvailabilities.id),
        eq(productAvailabilityTranslations.locale, env.locale),
      ),
    )
    .where(eq(productAvailabilities.inCatalog, true))
    .orderBy(asc(productAvailabilities.id));
}

/** Public variation properties with their visible attributes, one row per attribute, in display order. */
export async function selectFilterAttributes(env: ReadContext) {
  return env.db
    .select({
      propertyId: productProperties.id,
      propertyType: productProperties.type,
      propertyName: productPropertyTranslations.name,
      propertyDescription: productPropertyTranslations.description,
      propertySlug: productPropertyTranslations.slug,
      id: productPropertyAttributes.id,
      name: productPropertyAttributeTranslations.name,
      slug: productPropertyAttributeTranslations.slug,
      value: productPropertyAttributes.value,
      imageId: productPropertyAttributes.imageId,
    })
    .from(productProperties)
    .innerJoin(
      productPropertyTranslations,
      and(
        eq(productPropertyTranslations.productPropertyId, productProperties.id),
        eq(productPropertyTranslations.locale, env.locale),
      ),
    )
    .innerJoin(productPropertyAttributes, eq(productPropertyAttributes.productPropertyId, productProperties.id))
    .innerJoin(
      productPropertyAttributeTranslations,
      and(
        eq(productPropertyAttributeTranslations.productPropertyAttributeId, productPropertyAttributes.id),
        eq(productPropertyAttributeTranslations.locale, env.locale),
      ),
    )
    .where(and(eq(productProperties.isPublic, true), eq(productPropertyAttributes.isHidden, false)))
    .orderBy(
      asc(productProperties.position),
      asc(productProperties.id),
      asc(productPropertyAttributes.position),
      asc(productPropertyAttributes.id),
    );
}
export type FilterAttributeRow = Awaited<ReturnType<typeof selectFilterAttributes>>[number];

interface IdRow extends Record<string, unknown> {
  id: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The category and its visible subcategories at any depth, or null when the shopper may not see
 * the category (inactive, untranslated, restricted to groups they are not in): a 404, not an empty page.
 */
export async function selectCategoryScope(env: ReadContext, categoryId: number): Promise<number[] | null> {
  const result = await env.db.execute(sql`
    with recursive tree(id) as (
      select ${categories.id} from ${categories}
      join ${categoryTranslations} on ${categoryTranslations.categoryId} = ${categories.id} and ${categoryTranslations.locale} = ${env.locale}
      where ${categories.id} = ${categoryId} and ${categoryVisibleTo(env, categories.id)}
      union all
      select child.id from ${categories} child join tree on child.parent_id = tree.id
      where child.is_active and (not child.customer_groups_restriction or ${categoryVisibleTo(env, sql`child.id`)})
    )
    select id from tree`);
  const ids = rowsOf<IdRow>(result).map((r) => Number(r.id));
  return ids.length > 0 ? ids : null;
}

/** The brand and its active sub-brands at any depth, or null when there is no such visible brand. */
export async function selectBrandScope(env: ReadContext, brandId: number): Promise<number[] | null> {
  const result = await env.db.execute(sql`
    with recursive tree(id) as (
      select ${brands.id} from ${brands}
      join ${brandTranslations} on ${brandTranslations.brandId} = ${brands.id} and ${brandTranslations.locale} = ${env.locale}
      where ${brands.id} = ${brandId} and ${brands.isActive}
      union all
      select child.id from ${brands} child join tree on child.parent_id = tree.id where child.is_active
    )
    select id from tree`);
  const ids = rowsOf<IdRow>(result).map((r) => Number(r.id));
  return ids.length > 0 ? ids : null;
}
