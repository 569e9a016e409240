import { modelTypes, type Locale } from '@contract';
import { seoUrls } from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';
import type { Localized } from './localized';
import { seedLocales } from './localized';
import type { SlugRegistry } from './slugify';

/** Model type codes of the page lookup, as the contract defines them. */
export const seoModelTypes = modelTypes;
export type SeoModelType = Exclude<(typeof modelTypes)[keyof typeof modelTypes], typeof modelTypes.productVariant>;

type SeoUrlRow = typeof seoUrls.$inferInsert;

/**
 * Collects the path index: claims a unique path per language for each page, numbers the rows in
 * the order they are added (so ids are the same on every run) and writes them in chunks.
 */
export class SeoUrlIndex {
  private nextId = 1;
  private pending: SeoUrlRow[] = [];

  constructor(private readonly slugs: SlugRegistry) {}

  /** Claims the canonical path of one page in every language and returns the paths. */
  addPage(modelType: SeoModelType, modelId: number, names: Localized): Localized {
    const paths = {} as Localized;
    for (const locale of seedLocales) {
      paths[locale] = this.slugs.claim(locale, names[locale]);
      this.pending.push({ id: this.nextId++, locale, path: paths[locale], modelType, modelId, isCanonical: true });
    }
    return paths;
  }

  /** An old path that the page lookup answers with a redirect to the canonical one. */
  addOldPath(locale: Locale, path: string, modelType: SeoModelType, modelId: number): void {
    this.slugs.reserve(locale, path);
    this.pending.push({ id: this.nextId++, locale, path, modelType, modelId, isCanonical: false });
  }

  async flush(tx: SeedTx): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    await insertRows(tx, seoUrls, rows);
  }
}
