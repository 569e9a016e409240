import {
  categories,
  categoryCustomerGroups,
  categoryTranslations,
  customerGroups,
  productCategories,
} from '../src/db/schema';
import { categoryImageId } from './catalogue';
import { insertRows, resetSequences, type SeedTx } from './database-writes';
import { seedLocales, type Localized } from './localized';
import { seoModelTypes, type SeoUrlIndex } from './seo-urls';

/** The partners' group and the category only its members see (with a subcategory, hidden with it). */
export const partnerGroupId = 1;
export const restrictedCategoryIds = { partners: 18, samples: 19, priceLists: 20 } as const;

const restricted: {
  id: number;
  parentId: number | null;
  restricted: boolean;
  name: Localized;
  description: Localized;
}[] = [
  {
    id: restrictedCategoryIds.partners,
    parentId: null,
    restricted: true,
    name: { cs: 'Pro obchodní partnery', sk: 'Pre obchodných partnerov', en: 'For trade partners' },
    description: {
      cs: 'Velkoobchodní nabídka pro registrované obchodní partnery.',
      sk: 'Veľkoobchodná ponuka pre registrovaných obchodných partnerov.',
      en: 'Wholesale offer for registered trade partners.',
    },
  },
  {
    id: restrictedCategoryIds.samples,
    parentId: restrictedCategoryIds.partners,
    restricted: false,
    name: { cs: 'Vzorky pro partnery', sk: 'Vzorky pre partnerov', en: 'Partner samples' },
    description: {
      cs: 'Vzorky materiálů a barev.',
      sk: 'Vzorky materiálov a farieb.',
      en: 'Material and colour samples.',
    },
  },
  {
    id: restrictedCategoryIds.priceLists,
    parentId: restrictedCategoryIds.partners,
    restricted: false,
    name: { cs: 'Velkoobchodní balení', sk: 'Veľkoobchodné balenia', en: 'Wholesale packs' },
    description: {
      cs: 'Zboží ve velkoobchodním balení.',
      sk: 'Tovar vo veľkoobchodnom balení.',
      en: 'Goods in wholesale packs.',
    },
  },
];

/**
 * A customer group and a category restricted to it, with a few products linked, so the rule
 * "hidden from everyone outside the groups" holds on real rows. Runs after the products.
 */
export async function seedCustomerGroups(
  tx: SeedTx,
  seo: SeoUrlIndex,
  options: { productCount: number; images: boolean },
): Promise<void> {
  await insertRows(tx, customerGroups, [{ id: partnerGroupId, code: 'partners', name: 'Trade partners' }]);
  await insertRows(
    tx,
    categories,
    restricted.map((c, position) => ({
      id: c.id,
      parentId: c.parentId,
      position: 10 + position,
      customerGroupsRestriction: c.restricted,
      showOnSitemap: false,
      // Reuses the clothing picture: these pages are for partners, not the shop window.
      imageId: options.images ? categoryImageId(1) : null,
    })),
  );
  await insertRows(
    tx,
    categoryTranslations,
    restricted.flatMap((c) => {
      const paths = seo.addPage(seoModelTypes.category, c.id, c.name);
      return seedLocales.map((locale) => ({
        categoryId: c.id,
        locale,
        name: c.name[locale],
        description: c.description[locale],
        slug: paths[locale],
      }));
    }),
  );
  await seo.flush(tx);
  await insertRows(tx, categoryCustomerGroups, [
    { categoryId: restrictedCategoryIds.partners, customerGroupId: partnerGroupId },
  ]);
  const linked = Array.from({ length: Math.min(options.productCount, 6) }, (_, i) => i + 1);
  await insertRows(
    tx,
    productCategories,
    linked.flatMap((productId) => [
      { productId, categoryId: restrictedCategoryIds.partners },
      { productId, categoryId: productId % 2 ? restrictedCategoryIds.samples : restrictedCategoryIds.priceLists },
    ]),
  );
  await resetSequences(tx, [customerGroups]);
}
