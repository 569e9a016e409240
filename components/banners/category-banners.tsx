import { getTranslations } from 'next-intl/server';
import { bannerTypes } from '@contract/entities/banner';
import { embeddedBanners, selectBanners } from './banner-selection';
import { BannerCard } from './banner-card';
import { BannerCarousel } from './banner-carousel';
import { carouselLabels } from './carousel-labels';

/**
 * The banners at the top of a category page (the category's `banners` embed), shown ones only,
 * several in a carousel; the first is near the top, so it loads eagerly.
 */
export async function CategoryBanners({ category }: { category: { _embedded?: Record<string, unknown> } }) {
  const banners = selectBanners(embeddedBanners(category), bannerTypes.category, new Date());
  if (banners.length === 0) return null;
  const t = await getTranslations('home');
  const cards = banners.map((banner, index) => (
    <BannerCard key={banner.id} banner={banner} priority={index === 0} sizes="(min-width: 1152px) 1120px, 100vw" />
  ));
  return (
    <div className="mt-6">
      {cards.length === 1 ? (
        cards
      ) : (
        <BannerCarousel labels={await carouselLabels(t('categoryBanners'), cards.length)}>{cards}</BannerCarousel>
      )}
    </div>
  );
}
