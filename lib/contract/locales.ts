import { z } from 'zod';

/** Storefront languages. The first is not the default: `defaultLocale` is. */
export const locales = ['cs', 'sk', 'en'] as const;
export const defaultLocale = 'en' satisfies Locale;
// Schemas here are marked pure so client code that imports only the constants (the routing
// config, the language switch) leaves zod out of its bundle.
export const LocaleSchema = /* @__PURE__ */ z.enum(locales);
export type Locale = z.infer<typeof LocaleSchema>;

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
export type RouteTableLanguage = (typeof routeTableLanguages)[keyof typeof routeTableLanguages];

export const currencyCodes = ['CZK', 'EUR'] as const;
export const CurrencyCodeSchema = /* @__PURE__ */ z.enum(currencyCodes);
export type CurrencyCode = z.infer<typeof CurrencyCodeSchema>;

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
export const TaxModeSchema = /* @__PURE__ */ z.enum(taxModes);
export type TaxMode = z.infer<typeof TaxModeSchema>;
export const defaultTaxMode: TaxMode = 'with';
