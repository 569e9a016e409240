import { and, eq, sql } from 'drizzle-orm';
import { brands, brandTranslations, products } from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';
import { mapLocales, seedLocales, type Localized } from './localized';
import { seoModelTypes, type SeoUrlIndex } from './seo-urls';

/** A sub-brand of Nordvik, so the brand tree has depth: its page lists its products, Nordvik's page includes them. */
export const brandLine = { id: 7, parentId: 1, name: 'Nordvik Outdoor' } as const;

const description: Localized = {
  cs: 'Outdoorová řada značky Nordvik: bundy a boty do nepohody.',
  sk: 'Outdoorový rad značky Nordvik: bundy a topánky do nepohody.',
  en: "Nordvik's outdoor line: jackets and boots for rough weather.",
};

/** Writes the sub-brand and moves every fourth Nordvik product to it; running it again changes nothing. */
export async function seedBrandLines(tx: SeedTx, seo: SeoUrlIndex): Promise<void> {
  await insertRows(tx, brands, [{ id: brandLine.id, parentId: brandLine.parentId, position: brandLine.id }]);
  const paths = seo.addPage(
    seoModelTypes.brand,
    brandLine.id,
    mapLocales(() => brandLine.name),
  );
  await seo.flush(tx);
  await insertRows(
    tx,
    brandTranslations,
    seedLocales.map((locale) => ({
      brandId: brandLine.id,
      locale,
      name: brandLine.name,
      description: description[locale],
      slug: paths[locale],
      metaTitle: brandLine.name,
      metaDescription: description[locale],
    })),
  );
  await tx
    .update(products)
    .set({ brandId: brandLine.id })
    .where(and(eq(products.brandId, brandLine.parentId), sql`${products.id} % 4 = 0`));
}
