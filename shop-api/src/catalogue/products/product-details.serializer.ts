import { z } from 'zod';
import {
  VariationPropertyLinkSchema,
  VariationPropertySchema,
  type ProductAvailability,
  type ProductImage,
  type ProductPrice,
  type ProductVariation,
  type PropertyAttribute,
  type VariationProperty,
} from '@contract';
import { imageUrl } from '../../images/image-url';
import type { ReadContext } from '../../list/read-context';
import { toMoney } from '../../shop/money';
import type { AvailabilityRow, ProductImageRow, ProductPriceRow } from './product-details.repository';
import type { UsedPropertyRow, VariationRow } from './product-variations.repository';

export function serializeAvailability({ availability: a, translation: t }: AvailabilityRow): ProductAvailability {
  return {
    id: a.id,
    name: t.name,
    slug: t.slug,
    note: t.note,
    can_purchase: a.canPurchase,
    for_empty_stock: a.forEmptyStock,
    for_refilled_stock: a.forRefilledStock,
    in_catalog: a.inCatalog,
    show_stock_states: a.showStockStates,
    has_automatic_slug: t.hasAutomaticSlug,
  };
}

export function serializeProductImage({ image, width, height }: ProductImageRow, env: ReadContext): ProductImage {
  return {
    id: image.id,
    description: image.description,
    image_id: image.imageId,
    product_id: image.productId,
    product_variation_id: image.productVariationId,
    is_default: image.isDefault,
    position: image.position,
    type: image.type,
    width,
    height,
    image_url: imageUrl(env.publicUrl, image.imageId),
  };
}

/** A price row of the `prices` embed: formatted in its own currency, in the request language. */
export function serializeProductPrice(
  { price, taxedPrice, currency }: ProductPriceRow,
  env: ReadContext,
): ProductPrice {
  return {
    currency_id: currency.id,
    currency_code: currency.code,
    price: toMoney(price, env.locale, currency),
    taxed_price: toMoney(taxedPrice, env.locale, currency),
  };
}

const PropertyLinksSchema = z.array(VariationPropertyLinkSchema);

/** A variation with `_embedded.properties` (its attribute per property) and `_embedded.image_url`. */
export function serializeVariation(row: VariationRow, env: ReadContext): ProductVariation {
  const { variation: v, translation: t } = row;
  const money = (value: number) => toMoney(value, env.locale, env.currency);
  return {
    id: v.id,
    name: t.name,
    product_id: v.productId,
    short_description: t.shortDescription,
    description: t.description,
    image_id: v.imageId,
    product_availability_id: v.productAvailabilityId,
    code: v.code,
    sku: v.sku,
    ean: v.ean,
    upc: v.upc,
    jan: v.jan,
    isbn: v.isbn,
    mpn: v.mpn,
    update_stock: v.updateStock,
    stock_state: v.stockState,
    position: v.position,
    is_active: v.isActive,
    height: v.height,
    width: v.width,
    depth: v.depth,
    weight: v.weight,
    volume: v.volume,
    need_package: v.needPackage,
    price: money(row.ownPrice ?? row.productPrice),
    taxed_price: money(row.ownTaxedPrice ?? row.productTaxedPrice),
    expected_count: v.expectedCount,
    expected_date_max: v.expectedDateMax,
    expected_date_min: v.expectedDateMin,
    reserved_state: v.reservedState,
    purchasable_since: v.purchasableSince?.toISOString() ?? null,
    is_default: v.isDefault,
    max_purchasable_amount: v.maxPurchasableAmount,
    is_hidden: v.isHidden,
    _embedded: {
      properties: PropertyLinksSchema.parse(row.properties),
      image_url: v.imageId === null ? null : imageUrl(env.publicUrl, v.imageId),
    },
  };
}

function serializeAttribute(
  { attribute: a, attributeTranslation: t }: UsedPropertyRow,
  env: ReadContext,
): PropertyAttribute {
  return {
    id: a.id,
    product_property_id: a.productPropertyId,
    name: t.name,
    position: a.position,
    is_hidden: a.isHidden,
    image_id: a.imageId,
    image_url: a.imageId === null ? null : imageUrl(env.publicUrl, a.imageId),
    has_automatic_slug: t.hasAutomaticSlug,
    slug: t.slug,
    value: a.value,
    created_at: a.createdAt.toISOString(),
  };
}

const PropertyTypeSchema = VariationPropertySchema.shape.type;

/** Folds property/attribute rows (ordered by property) into properties that list their attributes. */
export function serializeUsedProperties(rows: readonly UsedPropertyRow[], env: ReadContext): VariationProperty[] {
  const properties = new Map<number, VariationProperty>();
  for (const row of rows) {
    const { property: p, propertyTranslation: t } = row;
    let property = properties.get(p.id);
    if (!property) {
      property = {
        id: p.id,
        name: t.name,
        description: t.description,
        position: p.position,
        is_public: p.isPublic,
        has_automatic_slug: t.hasAutomaticSlug,
        slug: t.slug,
        type: PropertyTypeSchema.parse(p.type),
        created_at: p.createdAt.toISOString(),
        product_variation_property_attributes: [],
      };
      properties.set(p.id, property);
    }
    property.product_variation_property_attributes.push(serializeAttribute(row, env));
  }
  return [...properties.values()];
}
