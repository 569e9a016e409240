import { locales, type Locale } from '@contract/locale-codes';

/**
 * The record's paths per language from its `urls` embed. Checked by hand, not with the contract's
 * zod schema: this module runs in the browser (search popup, product cards), and zod would add
 * about 30 kB (gzip) to every page that links to a catalogue record.
 */
function pathsOf(urls: unknown): Partial<Record<Locale, string>> {
  if (typeof urls !== 'object' || urls === null || Array.isArray(urls)) return {};
  const record = urls as Record<string, unknown>;
  return Object.fromEntries(
    locales.flatMap((locale) => (typeof record[locale] === 'string' ? [[locale, record[locale]]] : [])),
  );
}

/**
 * The app path of a catalogue record in a language: `/{locale}/{path}`. `urls` is the record's
 * `urls` embed (unknown-typed, as embeds are); `fallbackSlug` is used when the embed lacks the language.
 */
export function catalogueHref(locale: Locale, urls: unknown, fallbackSlug?: string): string {
  const path = pathsOf(urls)[locale] ?? fallbackSlug ?? '';
  return path ? `/${locale}/${path}` : `/${locale}`;
}

/** Links to the same catalogue page in every language, for the language switch and hreflang. */
export function catalogueAlternates(urls: unknown): Partial<Record<Locale, string>> {
  const known = pathsOf(urls);
  return Object.fromEntries(
    locales.map((locale) => [locale, known[locale] === undefined ? `/${locale}` : catalogueHref(locale, known)]),
  );
}
