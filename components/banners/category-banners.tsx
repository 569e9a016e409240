import { bannerTypes } from '@contract/entities/banner';
import { embeddedBanners, selectBanners } from './banner-selection';
import { BannerCard } from './banner-card';

/** The banners at the top of a category page (the category's `banners` embed), shown ones only; the first is near the top, so it loads eagerly. */
export function CategoryBanners({ category }: { category: { _embedded?: Record<string, unknown> } }) {
  const banners = selectBanners(embeddedBanners(category), bannerTypes.category, new Date());
  if (banners.length === 0) return null;
  return (
    <ul className="mt-6 flex flex-col gap-4">
      {banners.map((banner, index) => (
        <li key={banner.id}>
          <BannerCard banner={banner} priority={index === 0} sizes="(min-width: 1152px) 1120px, 100vw" />
        </li>
      ))}
    </ul>
  );
}
