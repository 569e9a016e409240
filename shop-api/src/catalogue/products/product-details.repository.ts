import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  categories,
  currencies,
  images,
  productAvailabilities,
  productAvailabilityTranslations,
  productCategories,
  productImages,
  productPrices,
} from '../../db/schema';
import type { ReadContext } from '../../list/read-context';
import { visibleCategory } from '../categories/categories.repository';

/** Queries behind the product embeds; each takes the ids of a whole page. */

export async function selectCategoryLinks(env: ReadContext, productIds: number[]) {
  return env.db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(visibleCategory(env), inArray(productCategories.productId, productIds)))
    .orderBy(asc(productCategories.productId), asc(categories.position), asc(categories.id));
}

export async function selectAvailabilities(env: ReadContext, ids: number[]) {
  return env.db
    .select({ availability: productAvailabilities, translation: productAvailabilityTranslations })
    .from(productAvailabilities)
    .innerJoin(
      productAvailabilityTranslations,
      and(
        eq(productAvailabilityTranslations.productAvailabilityId, productAvailabilities.id),
        eq(productAvailabilityTranslations.locale, env.locale),
      ),
    )
    .where(inArray(productAvailabilities.id, ids));
}
export type AvailabilityRow = Awaited<ReturnType<typeof selectAvailabilities>>[number];

/** Images of the products, the product's own before its variations', the default first, then by position. */
export async function selectProductImages(env: ReadContext, productIds: number[]) {
  return env.db
    .select({ image: productImages, width: images.width, height: images.height })
    .from(productImages)
    .innerJoin(images, eq(images.id, productImages.imageId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(
      asc(productImages.productId),
      sql`${productImages.productVariationId} is not null`,
      desc(productImages.isDefault),
      asc(productImages.position),
      asc(productImages.id),
    );
}
export type ProductImageRow = Awaited<ReturnType<typeof selectProductImages>>[number];

/** Prices of the products in every active currency. */
export async function selectProductPrices(env: ReadContext, productIds: number[]) {
  return env.db
    .select({
      productId: productPrices.productId,
      price: productPrices.price,
      taxedPrice: productPrices.taxedPrice,
      currency: { id: currencies.id, code: currencies.code, decimalPlaces: currencies.decimalPlaces },
    })
    .from(productPrices)
    .innerJoin(currencies, eq(currencies.id, productPrices.currencyId))
    .where(and(eq(currencies.isActive, true), inArray(productPrices.productId, productIds)))
    .orderBy(asc(productPrices.productId), asc(currencies.id));
}
export type ProductPriceRow = Awaited<ReturnType<typeof selectProductPrices>>[number];
