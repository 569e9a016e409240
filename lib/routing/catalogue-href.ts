import { UrlsSchema } from '@/lib/contract/entities/common';
import { locales, type Locale } from '@/lib/contract/locales';

/**
 * The app path of a catalogue record in a language: `/{locale}/{path}`. `urls` is the record's
 * `urls` embed (unknown-typed, as embeds are); `fallbackSlug` is used when the embed lacks the language.
 */
export function catalogueHref(locale: Locale, urls: unknown, fallbackSlug?: string): string {
  const parsed = UrlsSchema.safeParse(urls);
  const path = (parsed.success ? parsed.data[locale] : undefined) ?? fallbackSlug ?? '';
  return path ? `/${locale}/${path}` : `/${locale}`;
}

/** Links to the same catalogue page in every language, for the language switch and hreflang. */
export function catalogueAlternates(urls: unknown): Partial<Record<Locale, string>> {
  const parsed = UrlsSchema.safeParse(urls);
  const known = parsed.success ? parsed.data : {};
  return Object.fromEntries(locales.map((locale) => [locale, known[locale] === undefined ? `/${locale}` : catalogueHref(locale, known)]));
}
