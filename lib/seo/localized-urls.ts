import { defaultLocale, locales, type Locale } from '@contract/locales';
import type { Urls } from '@contract/entities/common';
import { absoluteUrl } from './site-url';

/** hreflang code of each storefront language; `x-default` points at the fallback language (en). */
const hreflangByLocale: Record<Locale, string> = { cs: 'cs', sk: 'sk', en: 'en' };
/** Open Graph `og:locale` of each language. */
export const ogLocaleByLocale: Record<Locale, string> = { cs: 'cs_CZ', sk: 'sk_SK', en: 'en_US' };

/** The app path of a catalogue path in a language: `/{locale}` for the home page, else `/{locale}/{path}`. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `/${locale}/${clean}` : `/${locale}`;
}

/**
 * Absolute URL of a page in every language it exists in, keyed by hreflang code, plus `x-default`
 * (the fallback language's URL) when that language exists. Languages missing from `urls` are left
 * out: an hreflang link must point at the same page, never at a home page stand-in. `queryOf`
 * gives a listing page's query in each language's parameter names (`?strana=2` / `?page=2`).
 */
export function hreflangLinks(
  base: string,
  urls: Urls,
  queryOf: (locale: Locale) => string = () => '',
): Record<string, string> {
  const links: Record<string, string> = {};
  const url = (locale: Locale, path: string) => absoluteUrl(base, localizedPath(locale, path) + queryOf(locale));
  for (const locale of locales) {
    const path = urls[locale];
    if (path !== undefined) links[hreflangByLocale[locale]] = url(locale, path);
  }
  const fallback = urls[defaultLocale];
  if (fallback !== undefined) links['x-default'] = url(defaultLocale, fallback);
  return links;
}
