import {
  CurrencyCodeSchema,
  currencyCodes,
  defaultCurrencyByLocale,
  defaultTaxMode,
  TaxModeSchema,
  taxModes,
  type CurrencyCode,
  type Locale,
  type TaxMode,
} from '@/lib/contract/locales';

/** How a shopper wants prices shown: in which currency, and with or without tax. */
export interface PricePreferences {
  currency: CurrencyCode;
  tax: TaxMode;
}


export function defaultPricePreferences(locale: Locale): PricePreferences {
  return { currency: defaultCurrencyByLocale[locale], tax: defaultTaxMode };
}

/** The shopper's preferences from raw cookie values; anything invalid falls back to the language's default. */
export function resolvePricePreferences(locale: Locale, raw: { currency?: string | null; tax?: string | null }): PricePreferences {
  const fallback = defaultPricePreferences(locale);
  const currency = CurrencyCodeSchema.safeParse(raw.currency?.toUpperCase());
  const tax = TaxModeSchema.safeParse(raw.tax);
  return { currency: currency.success ? currency.data : fallback.currency, tax: tax.success ? tax.data : fallback.tax };
}

/** A URL segment naming the preferences (`czk-with`), for routes cached per preference. */
export function encodePreferencesSegment(preferences: PricePreferences): string {
  return `${preferences.currency.toLowerCase()}-${preferences.tax}`;
}

export function decodePreferencesSegment(segment: string): PricePreferences | null {
  const [currency, tax, ...rest] = segment.split('-');
  const parsedCurrency = CurrencyCodeSchema.safeParse(currency?.toUpperCase());
  const parsedTax = TaxModeSchema.safeParse(tax);
  if (rest.length || !parsedCurrency.success || !parsedTax.success || currency !== currency?.toLowerCase()) return null;
  return { currency: parsedCurrency.data, tax: parsedTax.data };
}

/** Every preference combination, e.g. for prerendering each variant. */
export const allPricePreferences: PricePreferences[] = currencyCodes.flatMap((currency) => taxModes.map((tax) => ({ currency, tax })));
