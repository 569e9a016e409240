import { BannerSchema, bannerTypes, type Banner, type Category } from '@contract';
import { groupBy, uniqueIds } from '../catalogue/shared/collections';
import { selectableFieldsOf } from '../catalogue/shared/fields';
import type { EmbedDefinition } from '../list/definition';
import type { ReadContext } from '../list/read-context';
import {
  selectBannersOfCategories,
  selectBannersOfTypes,
  selectImageSizes,
  type BannerRow,
} from './banners.repository';
import { serializeBanner, type ImageSizes } from './banners.serializer';

async function imageSizesOf(env: ReadContext, rows: BannerRow[]): Promise<ImageSizes> {
  const ids = uniqueIds(rows.flatMap(({ banner: b }) => [b.imageId, b.mobileImageId, b.buttonImageId]));
  return new Map((await selectImageSizes(env, ids)).map(({ id, ...size }) => [id, size]));
}

/** The home page's shown banners: the hero ones and the promo tiles, each by position. */
export async function findHomeBanners(env: ReadContext): Promise<Banner[]> {
  const rows = await selectBannersOfTypes(env, [bannerTypes.homeHero, bannerTypes.homePromo]);
  const sizes = await imageSizesOf(env, rows);
  return rows.map((row) => serializeBanner(row, env, sizes));
}

/** The category `banners` embed: the category's shown banners, by position. */
export const categoryBannersEmbed: EmbedDefinition<Category> = {
  fields: selectableFieldsOf(BannerSchema),
  async load(items, env) {
    const rows = await selectBannersOfCategories(env, uniqueIds(items.map((c) => c.id)));
    const sizes = await imageSizesOf(env, rows);
    const byCategory = groupBy(
      rows,
      (r) => r.categoryId,
      (r) => serializeBanner(r, env, sizes),
    );
    return (item) => byCategory.get(item.id) ?? [];
  },
};
