import { BannerSchema, bannerTypes, type Banner } from '@contract/entities/banner';

/**
 * Whether a banner may show at `now`: active and inside its validity window (either end open).
 * The shop API already leaves out the others; pages are cached for a while, so the page checks
 * again when it renders and a banner that expired since the data was read does not show.
 */
export function isBannerShown(banner: Pick<Banner, 'is_active' | 'validity'>, now: Date): boolean {
  if (!banner.is_active) return false;
  const time = now.getTime();
  if (banner.validity.from !== null && Date.parse(banner.validity.from) > time) return false;
  if (banner.validity.to !== null && Date.parse(banner.validity.to) <= time) return false;
  return true;
}

/** Shown banners of one type, by position then id. */
export function selectBanners(banners: readonly Banner[], typeId: number, now: Date): Banner[] {
  return banners
    .filter((b) => b.banner_type_id === typeId && isBannerShown(b, now))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The home page's banners split into the hero slot and the promo tiles. */
export function homeBannerSlots(banners: readonly Banner[], now: Date): { hero: Banner[]; promo: Banner[] } {
  return {
    hero: selectBanners(banners, bannerTypes.homeHero, now),
    promo: selectBanners(banners, bannerTypes.homePromo, now),
  };
}

/** The `banners` embed of a record (a category), or none when it is missing or malformed. */
export function embeddedBanners(record: { _embedded?: Record<string, unknown> }): Banner[] {
  const parsed = BannerSchema.array().safeParse(record._embedded?.banners);
  return parsed.success ? parsed.data : [];
}
