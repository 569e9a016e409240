import {
  currencyCodes,
  defaultCurrencyByLocale,
  defaultTaxMode,
  taxModes,
  type CurrencyCode,
  type Locale,
  type TaxMode,
} from '@contract/locale-codes';

/** How a shopper wants prices shown: in which currency, and with or without tax. */
export interface PricePreferences {
  currency: CurrencyCode;
  tax: TaxMode;
}

// Plain checks rather than the contract's zod schemas: this module runs in the browser on every
// page (price switch, error page), and zod would add about 30 kB (gzip) to each of them.
const isCurrencyCode = (value: string | null | undefined): value is CurrencyCode =>
  (currencyCodes as readonly unknown[]).includes(value);
const isTaxMode = (value: string | null | undefined): value is TaxMode =>
  (taxModes as readonly unknown[]).includes(value);

export function defaultPricePreferences(locale: Locale): PricePreferences {
  return { currency: defaultCurrencyByLocale[locale], tax: defaultTaxMode };
}

/** The shopper's preferences from raw cookie values; anything invalid falls back to the language's default. */
export function resolvePricePreferences(
  locale: Locale,
  raw: { currency?: string | null; tax?: string | null },
): PricePreferences {
  const fallback = defaultPricePreferences(locale);
  const currency = raw.currency?.toUpperCase();
  return {
    currency: isCurrencyCode(currency) ? currency : fallback.currency,
    tax: isTaxMode(raw.tax) ? raw.tax : fallback.tax,
  };
}

/** A URL segment naming the preferences (`czk-with`), for routes cached per preference. */
export function encodePreferencesSegment(preferences: PricePreferences): string {
  return `${preferences.currency.toLowerCase()}-${preferences.tax}`;
}

export function decodePreferencesSegment(segment: string): PricePreferences | null {
  const [currency, tax, ...rest] = segment.split('-');
  const code = currency?.toUpperCase();
  if (rest.length || !isCurrencyCode(code) || !isTaxMode(tax) || currency !== currency?.toLowerCase()) return null;
  return { currency: code, tax };
}

/** Every preference combination, e.g. for prerendering each variant. */
export const allPricePreferences: PricePreferences[] = currencyCodes.flatMap((currency) =>
  taxModes.map((tax) => ({ currency, tax })),
);
