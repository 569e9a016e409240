import {
  productCategories,
  productImages,
  productPrices,
  products,
  productTranslations,
  productVariationAttributes,
  productVariationPrices,
  productVariations,
  productVariationTranslations,
} from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';
import type { ImageJob } from './image-render';

/** The rows of a chunk of products, gathered so each table gets a few large inserts. */
export class ProductBatch {
  products: (typeof products.$inferInsert)[] = [];
  translations: (typeof productTranslations.$inferInsert)[] = [];
  categories: (typeof productCategories.$inferInsert)[] = [];
  prices: (typeof productPrices.$inferInsert)[] = [];
  variations: (typeof productVariations.$inferInsert)[] = [];
  variationTranslations: (typeof productVariationTranslations.$inferInsert)[] = [];
  variationPrices: (typeof productVariationPrices.$inferInsert)[] = [];
  variationAttributes: (typeof productVariationAttributes.$inferInsert)[] = [];
  productImages: (typeof productImages.$inferInsert)[] = [];
  imageJobs: ImageJob[] = [];

  /** Writes parents before children; the pictures must already be stored. */
  async write(tx: SeedTx): Promise<void> {
    await insertRows(tx, products, this.products);
    await insertRows(tx, productTranslations, this.translations);
    await insertRows(tx, productCategories, this.categories);
    await insertRows(tx, productPrices, this.prices);
    await insertRows(tx, productVariations, this.variations);
    await insertRows(tx, productVariationTranslations, this.variationTranslations);
    await insertRows(tx, productVariationPrices, this.variationPrices);
    await insertRows(tx, productVariationAttributes, this.variationAttributes);
    await insertRows(tx, productImages, this.productImages);
  }

  get variationCount(): number {
    return this.variations.length;
  }
}
