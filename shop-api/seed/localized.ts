import { locales, type Locale } from '@contract';

/** A text in every storefront language. */
export type Localized = Record<Locale, string>;

export const seedLocales: readonly Locale[] = locales;

export function mapLocales<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return { cs: make('cs'), sk: make('sk'), en: make('en') };
}

/** First letter upper-case, the way a name starts. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
