import type { Locale } from '@contract';
import type { SeedTx } from './database-writes';
import { ProductBatch } from './product-batch';
import { addProduct, type IdCounters } from './product-generator';
import { writeImages } from './seed-images';
import { seoModelTypes, type SeoUrlIndex } from './seo-urls';
import type { SlugRegistry } from './slugify';

/** Product pictures start after the ids kept for category and article pictures. */
export const firstProductImageId = 101;
const productsPerChunk = 500;

/** An old path of product 1 per language; the page lookup answers it with a 301 to the current path. */
export const oldProductPaths: Record<Locale, string> = { cs: 'stare-tricko', sk: 'stare-tricko', en: 'old-t-shirt' };

export function reserveOldProductPaths(slugs: SlugRegistry): void {
  for (const [locale, path] of Object.entries(oldProductPaths) as [Locale, string][]) slugs.reserve(locale, path);
}

export interface ProductSeedResult {
  variations: number;
  imagesRendered: number;
}

/**
 * Generates and writes the products a chunk at a time, so memory stays flat for a large
 * catalogue: each chunk draws its pictures first, then writes its rows and paths.
 */
export async function seedProducts(
  tx: SeedTx,
  seo: SeoUrlIndex,
  options: { count: number; images: boolean; log: (line: string) => void },
): Promise<ProductSeedResult> {
  for (const [locale, path] of Object.entries(oldProductPaths) as [Locale, string][]) {
    seo.addOldPath(locale, path, seoModelTypes.product, 1);
  }
  const ids: IdCounters = { variation: 1, image: firstProductImageId, productImage: 1 };
  const result: ProductSeedResult = { variations: 0, imagesRendered: 0 };
  for (let first = 1; first <= options.count; first += productsPerChunk) {
    const last = Math.min(options.count, first + productsPerChunk - 1);
    const batch = new ProductBatch();
    for (let id = first; id <= last; id++) addProduct({ batch, seo, ids, images: options.images }, id);
    result.imagesRendered += await writeImages(tx, batch.imageJobs);
    await batch.write(tx);
    await seo.flush(tx);
    result.variations += batch.variationCount;
    if (options.count > productsPerChunk) options.log(`products ${first}–${last} written`);
  }
  return result;
}
