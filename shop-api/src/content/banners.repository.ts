import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { bannerTranslations, banners, categoryBanners, images } from '../db/schema';
import type { ReadContext } from '../list/read-context';

export interface BannerRow {
  banner: typeof banners.$inferSelect;
  translation: typeof bannerTranslations.$inferSelect;
}

/** Shoppers see a banner while it is active and inside its validity window, in a language it is translated into. */
export const shownBanner = and(
  eq(banners.isActive, true),
  or(isNull(banners.validFrom), lte(banners.validFrom, sql`now()`)),
  or(isNull(banners.validTo), gt(banners.validTo, sql`now()`)),
);

const translated = (env: ReadContext) =>
  and(eq(bannerTranslations.bannerId, banners.id), eq(bannerTranslations.locale, env.locale));

/** Shown banners of the given types, by position. */
export async function selectBannersOfTypes(env: ReadContext, typeIds: number[]): Promise<BannerRow[]> {
  return env.db
    .select({ banner: banners, translation: bannerTranslations })
    .from(banners)
    .innerJoin(bannerTranslations, translated(env))
    .where(and(shownBanner, inArray(banners.bannerTypeId, typeIds)))
    .orderBy(asc(banners.position), asc(banners.id));
}

/** Shown banners linked to each of the given categories, by position. */
export async function selectBannersOfCategories(
  env: ReadContext,
  categoryIds: number[],
): Promise<(BannerRow & { categoryId: number })[]> {
  if (categoryIds.length === 0) return [];
  return env.db
    .select({ categoryId: categoryBanners.categoryId, banner: banners, translation: bannerTranslations })
    .from(categoryBanners)
    .innerJoin(banners, eq(banners.id, categoryBanners.bannerId))
    .innerJoin(bannerTranslations, translated(env))
    .where(and(shownBanner, inArray(categoryBanners.categoryId, categoryIds)))
    .orderBy(asc(categoryBanners.categoryId), asc(banners.position), asc(banners.id));
}

/** Pixel sizes of pictures, without their data. */
export async function selectImageSizes(
  env: ReadContext,
  imageIds: number[],
): Promise<{ id: number; width: number; height: number }[]> {
  if (imageIds.length === 0) return [];
  return env.db
    .select({ id: images.id, width: images.width, height: images.height })
    .from(images)
    .where(inArray(images.id, imageIds));
}
