import { and, eq } from 'drizzle-orm';
import { listTags, pageTag, productTag } from '@contract/cache/cache-tags';
import { modelTypes, type Locale } from '@contract';
import type { Database } from '../db/client';
import { seoUrls } from '../db/schema';

/** The canonical path of a model in each language, as the page lookup answers it. */
export async function canonicalPaths(
  db: Database,
  modelType: number,
  modelId: number,
): Promise<{ locale: Locale; path: string }[]> {
  const rows = await db
    .select({ locale: seoUrls.locale, path: seoUrls.path })
    .from(seoUrls)
    .where(and(eq(seoUrls.modelType, modelType), eq(seoUrls.modelId, modelId), eq(seoUrls.isCanonical, true)));
  return rows.map((row) => ({ locale: row.locale as Locale, path: row.path }));
}

/**
 * Cache tags a change of one product touches: its own reads, its page in every language (the page
 * lookup embeds the product) and every product list (categories, brands, the home page, search,
 * related products: any of them may show it, with its price and availability).
 */
export async function productChangeTags(db: Database, productId: number): Promise<string[]> {
  const paths = await canonicalPaths(db, modelTypes.product, productId);
  return [productTag(productId), listTags.products, ...paths.map(({ locale, path }) => pageTag(locale, path))];
}
