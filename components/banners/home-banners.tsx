import { getTranslations } from 'next-intl/server';
import type { Banner } from '@contract/entities/banner';
import { BannerCard } from './banner-card';
import { BannerCarousel } from './banner-carousel';
import { carouselLabels } from './carousel-labels';

/**
 * The home page's hero banners: several take turns in a carousel (no autoplay); the first
 * picture is the page's largest paint, so it loads eagerly with high priority.
 */
export async function HeroBanners({ banners }: { banners: Banner[] }) {
  const t = await getTranslations('home');
  if (banners.length === 0) return null;
  const cards = banners.map((banner, index) => (
    <BannerCard key={banner.id} banner={banner} priority={index === 0} sizes="(min-width: 1152px) 1120px, 100vw" />
  ));
  if (cards.length === 1) return <section aria-label={t('heroBanners')}>{cards}</section>;
  return <BannerCarousel labels={await carouselLabels(t('heroBanners'), cards.length)}>{cards}</BannerCarousel>;
}

/** The home page's promo tiles: half-width ones two abreast from tablet width, full ones across. */
export async function PromoBanners({ banners }: { banners: Banner[] }) {
  const t = await getTranslations('home');
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('promoBanners')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {banners.map((banner) => (
          <li key={banner.id} className={banner.size_type === 'full' ? 'sm:col-span-2' : ''}>
            <BannerCard
              banner={banner}
              headingLevel={3}
              sizes={
                banner.size_type === 'full' ? '(min-width: 1152px) 1120px, 100vw' : '(min-width: 640px) 50vw, 100vw'
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
