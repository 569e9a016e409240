/**
 * Languages, currencies and tax modes as plain constants, without zod: client components (the
 * routing config, the language switch, the price switch) import these, so zod stays out of every
 * page's JavaScript. `./locales` adds the schemas and re-exports all of this.
 */

/** Storefront languages. The first is not the default: `defaultLocale` is. */
export const locales = ['cs', 'sk', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale = 'en' satisfies Locale;

/** True for a storefront language code. */
export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** Three-letter codes the shop's route table is keyed by (ISO 639-2/T). */
export const routeTableLanguages = {
  cs: 'ces',
  sk: 'slk',
  en: 'eng',
  hu: 'hun',
  pl: 'pol',
  de: 'deu',
  fr: 'fra',
  uk: 'ukr',
  ru: 'rus',
} as const;

export const currencyCodes = ['CZK', 'EUR'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** The currency a shopper sees before choosing one: Czech shoppers pay in crowns, others in euros. */
export const defaultCurrencyByLocale: Record<Locale, CurrencyCode> = { cs: 'CZK', sk: 'EUR', en: 'EUR' };

/** Request headers of the shop API contract. */
export const apiHeaders = {
  language: 'Language-Preference',
  currency: 'Currency-Preference',
  trackingId: 'X-Tracking-Id',
  /** `with` (default) or `without`: which of a product's two prices price filters, price sorting and search read. */
  tax: 'Tax-Preference',
} as const;

/** Prices shown with tax (the default) or without. */
export const taxModes = ['with', 'without'] as const;
export type TaxMode = (typeof taxModes)[number];
export const defaultTaxMode: TaxMode = 'with';
