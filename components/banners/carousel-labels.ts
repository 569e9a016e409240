import { getTranslations } from 'next-intl/server';
import type { BannerCarouselLabels } from './banner-carousel';

/** The carousel's localized names for `count` banners. */
export async function carouselLabels(carousel: string, count: number): Promise<BannerCarouselLabels> {
  const t = await getTranslations('home');
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  return {
    carousel,
    previous: t('bannerPrevious'),
    next: t('bannerNext'),
    slides: numbers.map((index) => t('bannerSlide', { index, count })),
    dots: numbers.map((index) => t('bannerGoTo', { index })),
  };
}
