import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { productRelationTypes } from '@contract';
import {
  attachments,
  productAttachments,
  productAttachmentTranslations,
  productDiscounts,
  productPackageItems,
  productRelations,
  products,
  productTranslations,
  productVariations,
  productVideos,
  seoUrls,
  stockDisplaySettings,
} from '../src/db/schema';
import { demoAttachmentFiles } from './attachment-files';
import { insertRows, type SeedTx } from './database-writes';
import { seedLocales, type Localized } from './localized';
import { seoModelTypes, type SeoUrlIndex } from './seo-urls';
import { writeVideoPosters } from './video-posters';

/**
 * What the product page shows beyond the generated products: discounts, purchase limits,
 * attachments, videos, relations, a package product, the stock display setting. Rules go by
 * product id, so every catalogue size has each case; only the first `extrasLimit` products get
 * them, which keeps a 100 000-product seed fast.
 */
const extrasLimit = 1000;
const percentsCycle = [10, 15, 20, 25, 30];

/** How long the discounts of products 5, 15 … run after seeding: they have an end date to show. */
const endingDiscountDays = 60;

/**
 * Products 1, 5, 11, 15 … are discounted (5, 15 … until 60 days after seeding, the others without
 * end); 9, 19 … had a discount that has ended.
 */
function discountRows(ids: number[], firstVariationOf: Map<number, number>) {
  const endsAt = new Date(Date.now() + endingDiscountDays * 24 * 60 * 60 * 1000);
  return ids.flatMap((id) => {
    const percents = percentsCycle[Math.floor(id / 10) % percentsCycle.length] as number;
    if (id % 10 === 1) return [{ id, productId: id, percents }];
    if (id % 10 === 5) return [{ id, productId: id, percents, validTo: endsAt }];
    if (id % 10 === 9)
      return [
        {
          id,
          productId: id,
          percents: 50,
          validFrom: new Date('2024-01-01T00:00:00Z'),
          validTo: new Date('2024-02-01T00:00:00Z'),
        },
      ];
    const variationId = firstVariationOf.get(id);
    // Product 3, 13 …: only the first variation is on sale.
    if (id % 10 === 3 && variationId !== undefined)
      return [{ id, productId: id, productVariationId: variationId, percents: 35 }];
    return [];
  });
}

const attachmentDescriptions: Record<number, Localized> = {
  1: { cs: 'Tabulka velikostí', sk: 'Tabuľka veľkostí', en: 'Size chart' },
  2: { cs: 'Návod na údržbu', sk: 'Návod na údržbu', en: 'Care instructions' },
};

/** Products 1, 5, 9 … have the size chart and the care instructions; 3, 7, 11 … the care instructions. */
function attachmentLinks(ids: number[]) {
  return ids.flatMap((id) => {
    if (id % 4 === 1)
      return [
        { id: id * 2 - 1, productId: id, attachmentId: 1, position: 0 },
        { id: id * 2, productId: id, attachmentId: 2, position: 1 },
      ];
    if (id % 4 === 3) return [{ id: id * 2, productId: id, attachmentId: 2, position: 0 }];
    return [];
  });
}

/**
 * Open films of the Blender Foundation on YouTube, standing in for product videos, each with a
 * poster the shop draws (image ids 81 and 82, between the banners' and the products' pictures).
 */
const demoVideos = [
  {
    videoId: 'aqz-KE-bpKQ',
    description: 'Big Buck Bunny – Blender Foundation',
    poster: { id: 81, colors: ['#1B4332', '#74C69D'] as [string, string] },
  },
  {
    videoId: 'eRsGyueVLvQ',
    description: 'Sintel – Blender Foundation',
    poster: { id: 82, colors: ['#3D0C02', '#C8553D'] as [string, string] },
  },
];

/** Products 3, 13, 23 … have a video; 3, 23 … two. */
function videoRows(ids: number[], withPosters: boolean) {
  return ids.flatMap((id) => {
    if (id % 10 !== 3) return [];
    const count = id % 20 === 3 ? 2 : 1;
    return demoVideos.slice(0, count).map(({ poster, ...video }, position) => ({
      id: id * 2 - 1 + position,
      productId: id,
      position,
      sourceType: 0,
      ...video,
      posterImageId: withPosters ? poster.id : null,
    }));
  });
}

const demoPosters = demoVideos.map((video) => video.poster);

/** A database an earlier seed filled before videos had posters gets them too. */
async function givePostersToEarlierVideos(tx: SeedTx): Promise<void> {
  for (const video of demoVideos) {
    await tx
      .update(productVideos)
      .set({ posterImageId: video.poster.id })
      .where(and(eq(productVideos.videoId, video.videoId), isNull(productVideos.posterImageId)));
  }
}

/**
 * Hand-set relations: odd products have the next two as related, products 1, 4, 7 … the products
 * of their subcategory 12 and 24 ids on as alternatives, products 1, 6, 11 … the cap 12 as a gift.
 * Products without related ones get picks of the same category when read.
 */
function relationRows(ids: number[], count: number) {
  const exists = (id: number) => id >= 1 && id <= count;
  return ids.flatMap((id) => {
    const rows: (typeof productRelations.$inferInsert)[] = [];
    const add = (relatedProductId: number, relationType: number, slot: number, position: number) => {
      if (exists(relatedProductId) && relatedProductId !== id)
        rows.push({ id: id * 8 + slot, productId: id, relatedProductId, relationType, position });
    };
    if (id % 2 === 1) [id + 1, id + 2].forEach((related, i) => add(related, productRelationTypes.related, i, i));
    if (id % 3 === 1)
      [id + 12, id + 24].forEach((alternative, i) => add(alternative, productRelationTypes.alternative, 2 + i, i));
    if (id % 5 === 1) add(id === 12 ? 24 : 12, productRelationTypes.gift, 4, 0);
    return rows;
  });
}

/** Product 22 becomes a fixed package: a yoga mat (34) and two yoga blocks (70). */
const yogaSet = {
  id: 22,
  type: 1,
  items: [
    { id: 1, productId: 34, count: 1 },
    { id: 2, productId: 70, count: 2 },
  ],
  names: {
    cs: 'Sada na jógu Zen: podložka a dva bloky',
    sk: 'Set na jogu Zen: podložka a dva bloky',
    en: 'Zen yoga set: a mat and two blocks',
  } as Localized,
};

async function seedPackage(tx: SeedTx, seo: SeoUrlIndex, count: number): Promise<void> {
  if (count < 70) return;
  await tx.update(products).set({ productType: yogaSet.type }).where(eq(products.id, yogaSet.id));
  await insertRows(
    tx,
    productPackageItems,
    yogaSet.items.map((item, position) => ({ ...item, productPackageId: yogaSet.id, position })),
  );
  const paths = seo.addPage(seoModelTypes.product, yogaSet.id, yogaSet.names);
  await seo.flush(tx);
  for (const locale of seedLocales) {
    await tx
      .update(productTranslations)
      .set({ name: yogaSet.names[locale], slug: paths[locale], metaTitle: yogaSet.names[locale] })
      .where(and(eq(productTranslations.productId, yogaSet.id), eq(productTranslations.locale, locale)));
    // The generated path stays as an old path that redirects to the set's own.
    await tx
      .update(seoUrls)
      .set({ isCanonical: false })
      .where(
        and(
          eq(seoUrls.modelType, seoModelTypes.product),
          eq(seoUrls.modelId, yogaSet.id),
          eq(seoUrls.locale, locale),
          ne(seoUrls.path, paths[locale]),
        ),
      );
  }
}

/** Every 8th product (2, 10 …) sells at most 3 per order; every 7th variation at most 2. */
async function seedPurchaseLimits(tx: SeedTx, ids: number[]): Promise<void> {
  await tx
    .update(products)
    .set({ maxPurchasableAmount: 3 })
    .where(and(inArray(products.id, ids), sql`${products.id} % 8 = 2`));
  await tx
    .update(productVariations)
    .set({ maxPurchasableAmount: 2 })
    .where(and(inArray(productVariations.productId, ids), sql`${productVariations.id} % 7 = 0`));
}

async function firstVariations(tx: SeedTx, ids: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productId: productVariations.productId, id: productVariations.id })
    .from(productVariations)
    .where(inArray(productVariations.productId, ids))
    .orderBy(asc(productVariations.productId), asc(productVariations.position), asc(productVariations.id));
  const first = new Map<number, number>();
  for (const row of rows) if (!first.has(row.productId)) first.set(row.productId, row.id);
  return first;
}

export async function seedProductExtras(
  tx: SeedTx,
  seo: SeoUrlIndex,
  options: { count: number; images: boolean },
): Promise<void> {
  const { count } = options;
  const ids = Array.from({ length: Math.min(count, extrasLimit) }, (_, i) => i + 1);
  await insertRows(tx, stockDisplaySettings, [{ id: 1, mode: 'bounded', min: 5, max: 20 }]);
  await insertRows(tx, productDiscounts, discountRows(ids, await firstVariations(tx, ids)));
  await seedPurchaseLimits(tx, ids);
  await insertRows(
    tx,
    attachments,
    demoAttachmentFiles.map((file) => ({
      id: file.id,
      name: file.name,
      mimeType: 'application/pdf',
      extension: 'pdf',
      data: file.data(),
    })),
  );
  const links = attachmentLinks(ids);
  await insertRows(tx, productAttachments, links);
  await insertRows(
    tx,
    productAttachmentTranslations,
    links.flatMap((link) =>
      seedLocales.map((locale) => ({
        productAttachmentId: link.id,
        locale,
        description: (attachmentDescriptions[link.attachmentId] as Localized)[locale],
      })),
    ),
  );
  if (options.images) await writeVideoPosters(tx, demoPosters);
  await insertRows(tx, productVideos, videoRows(ids, options.images));
  if (options.images) await givePostersToEarlierVideos(tx);
  await insertRows(tx, productRelations, relationRows(ids, count));
  await seedPackage(tx, seo, count);
}

/** Tables with serial ids the extras write, for the sequence reset. */
export const productExtraSerialTables = [
  productDiscounts,
  attachments,
  productAttachments,
  productVideos,
  productRelations,
  productPackageItems,
];
