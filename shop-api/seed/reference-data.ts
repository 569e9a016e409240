import {
  countries,
  currencies,
  productAvailabilities,
  productAvailabilityTranslations,
  shopHostnames,
  taxGroups,
} from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';
import { seedLocales, type Localized } from './localized';
import { slugify } from './slugify';

export const currencyIds = { CZK: 1, EUR: 2 } as const;
export const taxGroupRates: Record<number, number> = { 1: 21, 2: 12, 3: 0 };

/** Availability ids the product generator picks from. */
export const availabilityIds = { inStock: 1, onOrder: 2, soldOut: 3, preOrder: 4, discontinued: 5 } as const;

const currencyRows: (typeof currencies.$inferInsert)[] = [
  { id: 1, code: 'CZK', name: 'Czech koruna', symbol: 'Kč', decimalPlaces: 0, numericCode: '203', isDefault: true },
  { id: 2, code: 'EUR', name: 'Euro', symbol: '€', decimalPlaces: 2, numericCode: '978', isDefault: false },
];

const countryRows: (typeof countries.$inferInsert)[] = [
  {
    id: 1,
    alpha2: 'CZ',
    name: 'Česko',
    originalName: 'Česko',
    dialCode: '+420',
    numericCode: '203',
    languageId: 'cs',
    isDefault: true,
  },
  {
    id: 2,
    alpha2: 'SK',
    name: 'Slovensko',
    originalName: 'Slovensko',
    dialCode: '+421',
    numericCode: '703',
    languageId: 'sk',
  },
  {
    id: 3,
    alpha2: 'AT',
    name: 'Rakousko',
    originalName: 'Österreich',
    dialCode: '+43',
    numericCode: '040',
    languageId: 'de',
  },
  {
    id: 4,
    alpha2: 'DE',
    name: 'Německo',
    originalName: 'Deutschland',
    dialCode: '+49',
    numericCode: '276',
    languageId: 'de',
  },
  {
    id: 5,
    alpha2: 'PL',
    name: 'Polsko',
    originalName: 'Polska',
    dialCode: '+48',
    numericCode: '616',
    languageId: 'pl',
  },
  {
    id: 6,
    alpha2: 'HU',
    name: 'Maďarsko',
    originalName: 'Magyarország',
    dialCode: '+36',
    numericCode: '348',
    languageId: 'hu',
  },
];

const taxGroupRows: (typeof taxGroups.$inferInsert)[] = [
  { id: 1, name: 'Standard', rate: 21 },
  { id: 2, name: 'Reduced', rate: 12 },
  { id: 3, name: 'Zero', rate: 0 },
];

interface AvailabilityDef {
  row: typeof productAvailabilities.$inferInsert;
  name: Localized;
  note?: Localized;
}

const availabilityDefs: AvailabilityDef[] = [
  {
    row: { id: availabilityIds.inStock, canPurchase: true, forRefilledStock: true, showStockStates: true },
    name: { cs: 'Skladem', sk: 'Na sklade', en: 'In stock' },
  },
  {
    row: { id: availabilityIds.onOrder, canPurchase: true },
    name: { cs: 'Na objednávku', sk: 'Na objednávku', en: 'Available on order' },
    note: {
      cs: 'Odesíláme do 5–7 pracovních dnů.',
      sk: 'Odosielame do 5–7 pracovných dní.',
      en: 'Ships within 5–7 working days.',
    },
  },
  {
    row: { id: availabilityIds.soldOut, canPurchase: false, forEmptyStock: true },
    name: { cs: 'Vyprodáno', sk: 'Vypredané', en: 'Sold out' },
  },
  {
    row: { id: availabilityIds.preOrder, canPurchase: true },
    name: { cs: 'Předprodej', sk: 'Predpredaj', en: 'Pre-order' },
    note: {
      cs: 'Zboží odešleme, jakmile dorazí na sklad.',
      sk: 'Tovar odošleme, hneď ako príde na sklad.',
      en: 'We ship as soon as the goods arrive in stock.',
    },
  },
  {
    row: { id: availabilityIds.discontinued, canPurchase: false, inCatalog: true },
    name: { cs: 'Ukončený prodej', sk: 'Ukončený predaj', en: 'Discontinued' },
  },
];

/** Currencies, countries, the localhost hostname, tax groups and product availabilities. */
export async function seedReferenceData(tx: SeedTx): Promise<void> {
  await insertRows(tx, currencies, currencyRows);
  await insertRows(tx, countries, countryRows);
  await insertRows(tx, shopHostnames, [{ hostname: 'localhost', currencyId: currencyIds.CZK, countryId: 1 }]);
  await insertRows(tx, taxGroups, taxGroupRows);
  await insertRows(
    tx,
    productAvailabilities,
    availabilityDefs.map((def) => def.row),
  );
  await insertRows(
    tx,
    productAvailabilityTranslations,
    availabilityDefs.flatMap((def) =>
      seedLocales.map((locale) => ({
        productAvailabilityId: def.row.id as number,
        locale,
        name: def.name[locale],
        slug: slugify(def.name[locale]),
        note: def.note?.[locale] ?? null,
      })),
    ),
  );
}
