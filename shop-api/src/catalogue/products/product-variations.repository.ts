import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  productPrices,
  productProperties,
  productPropertyAttributes,
  productPropertyAttributeTranslations,
  productPropertyTranslations,
  productVariationAttributes,
  productVariationPrices,
  productVariations,
  productVariationTranslations,
} from '../../db/schema';
import type { ReadContext } from '../../list/read-context';

const visibleVariation = and(eq(productVariations.isActive, true), eq(productVariations.isHidden, false));

/** The variation's attribute per property as a JSON list, so one query answers the variations with their links. */
const propertyLinks = sql<unknown>`coalesce((
  select json_agg(json_build_object(
    'product_property_id', ${productVariationAttributes.productPropertyId},
    'product_property_attribute_id', ${productVariationAttributes.productPropertyAttributeId}
  ) order by ${productVariationAttributes.productPropertyId})
  from ${productVariationAttributes}
  where ${productVariationAttributes.productVariationId} = ${productVariations.id}
), '[]'::json)`;

/**
 * Visible variations of the products in the request language and currency. A variation without a
 * price of its own in that currency sells at its product's price.
 */
export async function selectVariations(env: ReadContext, productIds: number[]) {
  return env.db
    .select({
      variation: productVariations,
      translation: productVariationTranslations,
      ownPrice: productVariationPrices.price,
      ownTaxedPrice: productVariationPrices.taxedPrice,
      productPrice: productPrices.price,
      productTaxedPrice: productPrices.taxedPrice,
      properties: propertyLinks,
    })
    .from(productVariations)
    .innerJoin(
      productVariationTranslations,
      and(
        eq(productVariationTranslations.productVariationId, productVariations.id),
        eq(productVariationTranslations.locale, env.locale),
      ),
    )
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, productVariations.productId), eq(productPrices.currencyId, env.currency.id)),
    )
    .leftJoin(
      productVariationPrices,
      and(
        eq(productVariationPrices.productVariationId, productVariations.id),
        eq(productVariationPrices.currencyId, env.currency.id),
      ),
    )
    .where(and(visibleVariation, inArray(productVariations.productId, productIds)))
    .orderBy(asc(productVariations.productId), asc(productVariations.position), asc(productVariations.id));
}
export type VariationRow = Awaited<ReturnType<typeof selectVariations>>[number];

/** Each property with each attribute that a visible variation of the product uses, one row per pair. */
export async function selectUsedProperties(env: ReadContext, productIds: number[]) {
  return env.db
    .selectDistinct({
      productId: productVariations.productId,
      property: productProperties,
      propertyTranslation: productPropertyTranslations,
      attribute: productPropertyAttributes,
      attributeTranslation: productPropertyAttributeTranslations,
    })
    .from(productVariationAttributes)
    .innerJoin(productVariations, eq(productVariations.id, productVariationAttributes.productVariationId))
    .innerJoin(productProperties, eq(productProperties.id, productVariationAttributes.productPropertyId))
    .innerJoin(
      productPropertyTranslations,
      and(
        eq(productPropertyTranslations.productPropertyId, productProperties.id),
        eq(productPropertyTranslations.locale, env.locale),
      ),
    )
    .innerJoin(
      productPropertyAttributes,
      eq(productPropertyAttributes.id, productVariationAttributes.productPropertyAttributeId),
    )
    .innerJoin(
      productPropertyAttributeTranslations,
      and(
        eq(productPropertyAttributeTranslations.productPropertyAttributeId, productPropertyAttributes.id),
        eq(productPropertyAttributeTranslations.locale, env.locale),
      ),
    )
    .where(and(visibleVariation, inArray(productVariations.productId, productIds)))
    .orderBy(
      asc(productVariations.productId),
      asc(productProperties.position),
      asc(productProperties.id),
      asc(productPropertyAttributes.position),
      asc(productPropertyAttributes.id),
    );
}
export type UsedPropertyRow = Awaited<ReturnType<typeof selectUsedProperties>>[number];
