import { and, eq, inArray } from 'drizzle-orm';
import { bannerTypes, modelTypes, routeTableLanguages, type Locale } from '@contract';
import { bannerTranslations, banners, categoryBanners, images, seoUrls } from '../src/db/schema';
import { routeTable } from '../src/shop/route-table';
import { renderBanner, type BannerArtJob } from './banner-art';
import { insertRows, type SeedTx } from './database-writes';
import { missingImageJobs } from './seed-images';
import { seedLocales, type Localized } from './localized';

/** Picture sizes: a wide hero, a square hero for phones, a half-width promo tile, a slim category strip. */
const sizes = {
  hero: { width: 1600, height: 640 },
  heroMobile: { width: 800, height: 800 },
  promo: { width: 800, height: 480 },
  category: { width: 1600, height: 400 },
  categoryMobile: { width: 800, height: 500 },
} as const;

/** Where a banner points: a catalogue category (by id) or the blog. */
type Target = { category: number } | 'blog';

interface BannerDef {
  id: number;
  type: number;
  size: 'full' | 'half';
  position: number;
  isActive?: boolean;
  validFrom?: string;
  validTo?: string;
  /** Category pages that show the banner (type `category`). */
  categoryIds?: number[];
  image?: { id: number; size: keyof typeof sizes };
  mobileImage?: { id: number; size: keyof typeof sizes };
  colors: [string, string, string];
  target: Target;
  name: Localized;
  content: Localized;
  button: Localized;
}

/** Banner pictures take ids 71–100 (see content.ts for the other ranges). */
const bannerDefs: BannerDef[] = [
  {
    id: 1,
    type: bannerTypes.homeHero,
    size: 'full',
    position: 1,
    image: { id: 71, size: 'hero' },
    mobileImage: { id: 72, size: 'heroMobile' },
    colors: ['#B5533C', '#E9A178', '#4F6D7A'],
    target: { category: 1 },
    name: { cs: 'Zimní kolekce 2026', sk: 'Zimná kolekcia 2026', en: 'The winter 2026 collection' },
    content: {
      cs: 'Vlněné svetry, teplé bundy a vrstvy, které zvládnou každé počasí.',
      sk: 'Vlnené svetre, teplé bundy a vrstvy, ktoré zvládnu každé počasie.',
      en: 'Wool sweaters, warm jackets and layers for any weather.',
    },
    button: { cs: 'Prohlédnout kolekci', sk: 'Pozrieť kolekciu', en: 'Shop the collection' },
  },
  {
    id: 2,
    type: bannerTypes.homeHero,
    size: 'full',
    position: 2,
    image: { id: 73, size: 'hero' },
    mobileImage: { id: 74, size: 'heroMobile' },
    colors: ['#2F80ED', '#56CCF2', '#F2C94C'],
    target: { category: 4 },
    name: { cs: 'Sport po celý rok', sk: 'Šport po celý rok', en: 'Sport all year round' },
    content: {
      cs: 'Funkční oblečení na běh, kolo i jógu.',
      sk: 'Funkčné oblečenie na beh, bicykel aj jogu.',
      en: 'Technical wear for running, cycling and yoga.',
    },
    button: { cs: 'Do sportovní sekce', sk: 'Do športovej sekcie', en: 'Go to sport' },
  },
  {
    id: 3,
    type: bannerTypes.homePromo,
    size: 'half',
    position: 1,
    image: { id: 75, size: 'promo' },
    colors: ['#7A9E7E', '#E7C8A0', '#B56576'],
    target: { category: 3 },
    name: { cs: 'Útulný domov', sk: 'Útulný domov', en: 'A cosy home' },
    content: {
      cs: 'Keramika a textil pro dlouhé zimní večery.',
      sk: 'Keramika a textil na dlhé zimné večery.',
      en: 'Ceramics and textiles for long winter evenings.',
    },
    button: { cs: 'Vybrat do domácnosti', sk: 'Vybrať do domácnosti', en: 'Shop home' },
  },
  {
    id: 4,
    type: bannerTypes.homePromo,
    size: 'half',
    position: 2,
    image: { id: 76, size: 'promo' },
    colors: ['#2F3E46', '#84A98C', '#E9C46A'],
    target: 'blog',
    name: { cs: 'Rady na blogu', sk: 'Rady na blogu', en: 'Advice on our blog' },
    content: {
      cs: 'Jak vybrat velikost, jak prát a jak pečovat.',
      sk: 'Ako vybrať veľkosť, ako prať a ako sa starať.',
      en: 'Choosing sizes, washing and care.',
    },
    button: { cs: 'Číst blog', sk: 'Čítať blog', en: 'Read the blog' },
  },
  {
    id: 5,
    type: bannerTypes.homeHero,
    size: 'full',
    position: 0,
    isActive: false,
    colors: ['#8E6C8A', '#D4A5A5', '#392F5A'],
    target: { category: 5 },
    name: { cs: 'Vypnutý banner', sk: 'Vypnutý banner', en: 'Switched-off banner' },
    content: {
      cs: 'Tento banner se nezobrazuje.',
      sk: 'Tento banner sa nezobrazuje.',
      en: 'This banner is not shown.',
    },
    button: { cs: 'Nezobrazeno', sk: 'Nezobrazené', en: 'Not shown' },
  },
  {
    id: 6,
    type: bannerTypes.homeHero,
    size: 'full',
    position: 0,
    validTo: '2025-01-31T23:00:00Z',
    colors: ['#8E6C8A', '#D4A5A5', '#392F5A'],
    target: { category: 5 },
    name: { cs: 'Lednový výprodej 2025', sk: 'Januárový výpredaj 2025', en: 'January sale 2025' },
    content: { cs: 'Skončil.', sk: 'Skončil.', en: 'It is over.' },
    button: { cs: 'Do výprodeje', sk: 'Do výpredaja', en: 'To the sale' },
  },
  {
    id: 7,
    type: bannerTypes.homePromo,
    size: 'half',
    position: 0,
    validFrom: '2099-01-01T00:00:00Z',
    colors: ['#8E6C8A', '#D4A5A5', '#392F5A'],
    target: { category: 5 },
    name: { cs: 'Budoucí akce', sk: 'Budúca akcia', en: 'A future promotion' },
    content: { cs: 'Ještě nezačala.', sk: 'Ešte nezačala.', en: 'Not started yet.' },
    button: { cs: 'Brzy', sk: 'Čoskoro', en: 'Soon' },
  },
  {
    id: 8,
    type: bannerTypes.category,
    size: 'full',
    position: 1,
    categoryIds: [1],
    image: { id: 77, size: 'category' },
    mobileImage: { id: 78, size: 'categoryMobile' },
    colors: ['#8C4A3B', '#D9643F', '#F4E3C1'],
    target: { category: 7 },
    name: { cs: 'Mikiny na vrstvení', sk: 'Mikiny na vrstvenie', en: 'Hoodies for layering' },
    content: {
      cs: 'Nové mikiny z organické bavlny.',
      sk: 'Nové mikiny z organickej bavlny.',
      en: 'New hoodies in organic cotton.',
    },
    button: { cs: 'Zobrazit mikiny', sk: 'Zobraziť mikiny', en: 'See hoodies' },
  },
  {
    id: 9,
    type: bannerTypes.category,
    size: 'full',
    position: 1,
    categoryIds: [4],
    image: { id: 79, size: 'category' },
    mobileImage: { id: 80, size: 'categoryMobile' },
    colors: ['#EB5757', '#F2C94C', '#1B2A41'],
    target: { category: 13 },
    name: { cs: 'Běžecká sezóna začíná', sk: 'Bežecká sezóna začína', en: 'Running season starts' },
    content: {
      cs: 'Boty a oblečení pro první kilometry.',
      sk: 'Topánky a oblečenie na prvé kilometre.',
      en: 'Shoes and kit for your first miles.',
    },
    button: { cs: 'Vybrat na běh', sk: 'Vybrať na beh', en: 'Shop running' },
  },
  {
    id: 10,
    type: bannerTypes.category,
    size: 'full',
    position: 0,
    categoryIds: [1],
    validTo: '2025-03-01T00:00:00Z',
    colors: ['#8C4A3B', '#D9643F', '#F4E3C1'],
    target: { category: 6 },
    name: { cs: 'Stará kampaň triček', sk: 'Stará kampaň tričiek', en: 'An old T-shirt campaign' },
    content: { cs: 'Skončila.', sk: 'Skončila.', en: 'It is over.' },
    button: { cs: 'Trička', sk: 'Tričká', en: 'T-shirts' },
  },
];

/** Storefront paths of the categories banners link to, per language, from the path index. */
async function categoryPaths(tx: SeedTx, ids: number[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ modelId: seoUrls.modelId, locale: seoUrls.locale, path: seoUrls.path })
    .from(seoUrls)
    .where(
      and(eq(seoUrls.modelType, modelTypes.category), eq(seoUrls.isCanonical, true), inArray(seoUrls.modelId, ids)),
    );
  return new Map(rows.map((r) => [`${r.modelId}:${r.locale}`, `/${r.locale}/${r.path}`]));
}

function targetHref(target: Target, locale: Locale, paths: Map<string, string>): string {
  if (target === 'blog') return `/${locale}/${routeTable.blog?.slug[routeTableLanguages[locale]] ?? ''}`;
  return paths.get(`${target.category}:${locale}`) ?? `/${locale}`;
}

function artJobs(): BannerArtJob[] {
  return bannerDefs.flatMap((def) =>
    [def.image, def.mobileImage].flatMap((image, i) =>
      image ? [{ id: image.id, ...sizes[image.size], seedId: def.id * 10 + i, colors: def.colors }] : [],
    ),
  );
}

async function writeBannerImages(tx: SeedTx): Promise<void> {
  const jobs = artJobs();
  const missing = await missingImageJobs(tx, jobs);
  await insertRows(tx, images, await Promise.all(missing.map(renderBanner)));
}

/**
 * Home hero and promo banners and category banners, plus a switched-off, an expired and a
 * future one that shoppers never see. Runs after the path index is written, as banners link to
 * category paths.
 */
export async function seedBanners(tx: SeedTx, options: { images: boolean }): Promise<void> {
  if (options.images) await writeBannerImages(tx);
  const paths = await categoryPaths(
    tx,
    bannerDefs.flatMap((d) => (d.target === 'blog' ? [] : [d.target.category])),
  );
  await insertRows(
    tx,
    banners,
    bannerDefs.map((d) => ({
      id: d.id,
      bannerTypeId: d.type,
      sizeType: d.size,
      position: d.position,
      isActive: d.isActive ?? true,
      validFrom: d.validFrom ? new Date(d.validFrom) : null,
      validTo: d.validTo ? new Date(d.validTo) : null,
      imageId: options.images ? (d.image?.id ?? null) : null,
      mobileImageId: options.images ? (d.mobileImage?.id ?? null) : null,
    })),
  );
  await insertRows(
    tx,
    bannerTranslations,
    bannerDefs.flatMap((d) =>
      seedLocales.map((locale) => ({
        bannerId: d.id,
        locale,
        name: d.name[locale],
        content: d.content[locale],
        buttonText: d.button[locale],
        buttonLink: targetHref(d.target, locale, paths),
      })),
    ),
  );
  await insertRows(
    tx,
    categoryBanners,
    bannerDefs.flatMap((d) => (d.categoryIds ?? []).map((categoryId) => ({ categoryId, bannerId: d.id }))),
  );
}

/** Tables with serial ids the banner seed writes explicit ids into. */
export const bannerSerialTables = [banners];
