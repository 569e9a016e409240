import type { Locale } from '@contract';

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in the language of the page or mail (ICU's region names: "Czechia" in English,
 * "Česko" in Czech and Slovak). The `countries` table holds one name only, in Czech; it is the
 * fallback for a code ICU does not know.
 */
export function countryName(alpha2: string, locale: Locale, fallback: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(alpha2.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
