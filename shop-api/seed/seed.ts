import type { Database } from '../src/db/client';
import {
  articleAuthors,
  articleCategories,
  articles,
  brands,
  categories,
  countries,
  currencies,
  images,
  productAvailabilities,
  productImages,
  productProperties,
  productPropertyAttributes,
  products,
  productVariations,
  redirects,
  seoUrls,
  staticPages,
  taxGroups,
} from '../src/db/schema';
import { categoryImageJobs, seedCatalogueStructure } from './catalogue';
import { seedCustomerGroups } from './customer-groups';
import { customerSerialTables, seedCustomers } from './customers';
import { customerOrderSerialTables, seedCustomerOrders } from './customer-orders';
import { seedAfterSaleOrders } from './after-sale-orders';
import { seedBrandLines } from './brand-lines';
import { articleImageJobs, reserveRedirectSources, seedContent } from './content';
import { bannerSerialTables, seedBanners } from './banners';
import { resetSequences } from './database-writes';
import { seedReferenceData } from './reference-data';
import { fillMissingSearchStems } from '../src/search/search-stems.repository';
import { writeImages } from './seed-images';
import { reserveOldProductPaths, seedProducts } from './seed-products';
import { SeoUrlIndex } from './seo-urls';
import { SlugRegistry } from './slugify';
import { seedVariationProperties } from './variation-properties';
import { productExtraSerialTables, seedProductExtras } from './product-extras';
import { reviewSerialTables, seedReviews } from './reviews';
import { checkoutMethodSerialTables, seedCheckoutMethods } from './checkout-methods';
import { seedVouchersAndGifts, voucherAndGiftSerialTables } from './vouchers-and-gifts';
import { customerDataSerialTables, seedCustomerData } from './customer-data';

export interface SeedOptions {
  /** Draw and store product, category and article pictures (default true); tests turn it off for speed. */
  images?: boolean;
  /** How many products to generate (default 80). */
  products?: number;
  log?: (line: string) => void;
}

const serialTables = [
  currencies,
  countries,
  taxGroups,
  productAvailabilities,
  images,
  categories,
  brands,
  productProperties,
  productPropertyAttributes,
  products,
  productVariations,
  productImages,
  articleAuthors,
  articleCategories,
  articles,
  staticPages,
  seoUrls,
  redirects,
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Writes the demo shop: reference data, catalogue structure, products with variations and
 * pictures, blog, static pages, paths and redirects. Every row has a fixed id and existing rows
 * are kept, so running it again changes nothing. Runs in one transaction.
 */
export async function seedDemoShop(db: Database, options: SeedOptions = {}): Promise<void> {
  const withImages = options.images ?? true;
  const productCount = options.products ?? 80;
  const log = options.log ?? (() => undefined);
  if (!Number.isInteger(productCount) || productCount < 1)
    throw new Error(`products must be a positive integer, not ${productCount}.`);
  const started = performance.now();

  await db.transaction(async (tx) => {
    const slugs = new SlugRegistry();
    reserveRedirectSources(slugs);
    reserveOldProductPaths(slugs);
    const seo = new SeoUrlIndex(slugs);

    await seedReferenceData(tx);
    await seedVariationProperties(tx);
    if (withImages) await writeImages(tx, [...categoryImageJobs(), ...articleImageJobs()]);
    await seedCatalogueStructure(tx, seo, withImages);
    await seedContent(tx, seo, { productCount, images: withImages });
    await seo.flush(tx);
    await seedBanners(tx, { images: withImages });
    log(`reference data, categories, brands and content ready (${seconds(started)})`);

    const productsStarted = performance.now();
    const result = await seedProducts(tx, seo, { count: productCount, images: withImages, log });
    log(
      `${productCount} products, ${result.variations} variations, ${result.imagesRendered} pictures drawn (${seconds(productsStarted)})`,
    );
    await seedCustomerGroups(tx, seo, { productCount, images: withImages });
    await seedBrandLines(tx, seo);
    await seedProductExtras(tx, seo, { count: productCount, images: withImages });
    await seedReviews(tx, productCount);
    await seedCheckoutMethods(tx);
    await seedVouchersAndGifts(tx, productCount);
    await seedCustomers(tx);
    await seedCustomerOrders(tx);
    await seedAfterSaleOrders(tx);
    await seedCustomerData(tx);
    log(`${await fillMissingSearchStems(tx)} texts stemmed for search`);
    await resetSequences(tx, [
      ...serialTables,
      ...bannerSerialTables,
      ...productExtraSerialTables,
      ...reviewSerialTables,
      ...checkoutMethodSerialTables,
      ...voucherAndGiftSerialTables,
      ...customerSerialTables,
      ...customerOrderSerialTables,
      ...customerDataSerialTables,
    ]);
  });
  log(`demo shop seeded in ${seconds(started)}`);
}
