import { describe, expect, it } from 'vitest';
import { bannerTypes, type Banner } from '@contract/entities/banner';
import { embeddedBanners, homeBannerSlots, isBannerShown, selectBanners } from './banner-selection';

function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    banner_type_id: bannerTypes.homeHero,
    size_type: 'full',
    mobile_image_id: null,
    image_id: null,
    position: 0,
    is_active: true,
    name: `Banner ${id}`,
    content: null,
    url: null,
    url_text: null,
    button_text: null,
    button_link: null,
    button_image_id: null,
    validity: { from: null, to: null },
    _embedded: { image: null, mobile_image: null, button_image: null },
    ...overrides,
  };
}

const now = new Date('2026-06-15T12:00:00Z');

describe('isBannerShown', () => {
  it('shows an active banner inside its window, either end open', () => {
    expect(isBannerShown(banner(1), now)).toBe(true);
    expect(
      isBannerShown(banner(1, { validity: { from: '2026-06-01T00:00:00Z', to: '2026-07-01T00:00:00Z' } }), now),
    ).toBe(true);
    expect(isBannerShown(banner(1, { validity: { from: '2026-06-15T12:00:00Z', to: null } }), now)).toBe(true);
  });

  it('hides a switched-off banner, one not started yet and one that has ended', () => {
    expect(isBannerShown(banner(1, { is_active: false }), now)).toBe(false);
    expect(isBannerShown(banner(1, { validity: { from: '2026-06-16T00:00:00Z', to: null } }), now)).toBe(false);
    expect(isBannerShown(banner(1, { validity: { from: null, to: '2026-06-15T12:00:00Z' } }), now)).toBe(false);
  });
});

describe('selectBanners and homeBannerSlots', () => {
  const all = [
    banner(1, { position: 2 }),
    banner(2, { position: 1 }),
    banner(3, { banner_type_id: bannerTypes.homePromo, size_type: 'half' }),
    banner(4, { position: 1, validity: { from: null, to: '2026-01-01T00:00:00Z' } }),
    banner(5, { banner_type_id: bannerTypes.category }),
    banner(6, { position: 1 }),
  ];

  it('keeps the shown banners of one type by position, then id', () => {
    expect(selectBanners(all, bannerTypes.homeHero, now).map((b) => b.id)).toEqual([2, 6, 1]);
  });

  it('splits the home banners into hero and promo slots', () => {
    const slots = homeBannerSlots(all, now);
    expect(slots.hero.map((b) => b.id)).toEqual([2, 6, 1]);
    expect(slots.promo.map((b) => b.id)).toEqual([3]);
  });
});

describe('embeddedBanners', () => {
  it('reads a valid embed and degrades to none for a missing or malformed one', () => {
    expect(embeddedBanners({ _embedded: { banners: [banner(9)] } }).map((b) => b.id)).toEqual([9]);
    expect(embeddedBanners({})).toEqual([]);
    expect(embeddedBanners({ _embedded: { banners: [{ id: 'x' }] } })).toEqual([]);
  });
});
