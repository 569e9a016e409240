import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerSchema,
  bannerTypes,
  CategorySchema,
  encodeFilters,
  listEnvelopeSchema,
  PageSchema,
  type Banner,
} from '@contract';
import { banners } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function homeBanners(language = 'en'): Promise<Banner[]> {
  const response = await t.app.inject({ url: '/page', headers: { 'language-preference': language } });
  const page = PageSchema.parse(response.json());
  if (page.kind !== 'homepage') throw new Error(`expected the home page, got ${page.kind}`);
  return page.model.banners;
}

async function categoryBanners(categoryId: number, language = 'en'): Promise<Banner[]> {
  const response = await t.app.inject({
    url: `/categories/${categoryId}?embed=banners`,
    headers: { 'language-preference': language },
  });
  expect(response.statusCode).toBe(200);
  return BannerSchema.array().parse(CategorySchema.parse(response.json())._embedded?.banners);
}

describe('home page banners', () => {
  it('holds the active, currently valid hero and promo banners by position, in the shopper’s language', async () => {
    const shown = await homeBanners('cs');
    expect(shown.map((b) => [b.banner_type_id, b.name])).toEqual([
      [bannerTypes.homeHero, 'Zimní kolekce 2026'],
      [bannerTypes.homePromo, 'Útulný domov'],
      [bannerTypes.homeHero, 'Sport po celý rok'],
      [bannerTypes.homePromo, 'Rady na blogu'],
    ]);
    expect(shown.every((b) => b.is_active)).toBe(true);
    expect(shown[0]?.button_link).toBe('/cs/obleceni');
    expect(shown[3]?.button_link).toBe('/cs/blog');
    expect(shown.find((b) => b.banner_type_id === bannerTypes.homePromo)?.size_type).toBe('half');
  });

  it('leaves out switched-off, expired and not yet valid banners', async () => {
    const names = (await homeBanners()).map((b) => b.name);
    expect(names).not.toContain('Switched-off banner');
    expect(names).not.toContain('January sale 2025');
    expect(names).not.toContain('A future promotion');
  });

  it('follows changes: a banner switched off or expiring disappears, one becoming valid appears', async () => {
    const [first] = await homeBanners();
    await t.db
      .update(banners)
      .set({ isActive: false })
      .where(eq(banners.id, first?.id ?? 0));
    await t.db
      .update(banners)
      .set({ validFrom: new Date(Date.now() - 60_000) })
      .where(eq(banners.id, 7));
    const names = (await homeBanners()).map((b) => b.name);
    expect(names).not.toContain(first?.name);
    expect(names).toContain('A future promotion');
    await t.db
      .update(banners)
      .set({ isActive: true })
      .where(eq(banners.id, first?.id ?? 0));
    await t.db
      .update(banners)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(banners.id, first?.id ?? 0));
    expect((await homeBanners()).map((b) => b.name)).not.toContain(first?.name);
  });
});

describe('the category banners embed', () => {
  it('answers the category’s shown banners, leaving out an expired one', async () => {
    const clothing = await categoryBanners(1, 'sk');
    expect(clothing.map((b) => b.name)).toEqual(['Mikiny na vrstvenie']);
    expect(clothing[0]?.banner_type_id).toBe(bannerTypes.category);
    expect(clothing[0]?.validity).toEqual({ from: null, to: null });
    expect(clothing[0]?._embedded).toEqual({ image: null, mobile_image: null, button_image: null });
    expect(await categoryBanners(2)).toEqual([]);
  });

  it('is on the category page of the page lookup and on category lists', async () => {
    const page = PageSchema.parse(
      (await t.app.inject({ url: '/page/sport', headers: { 'language-preference': 'en' } })).json(),
    );
    expect(page.kind).toBe('category');
    if (page.kind === 'category')
      expect(
        BannerSchema.array()
          .parse(page.model._embedded?.banners)
          .map((b) => b.name),
      ).toEqual(['Running season starts']);
    const filters = encodeURIComponent(encodeFilters([['id', 'in', [1, 4]]]));
    const list = listEnvelopeSchema(CategorySchema).parse(
      (await t.app.inject({ url: `/categories?embed=banners{id,name}&filters=${filters}` })).json(),
    );
    expect(list.items.map((c) => c._embedded?.banners)).toEqual([
      [{ id: 8, name: 'Hoodies for layering' }],
      [{ id: 9, name: 'Running season starts' }],
    ]);
  });
});
