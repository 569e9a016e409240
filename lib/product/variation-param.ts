import type { Locale } from '@contract/locale-codes';

/**
 * The product page's query parameter naming the chosen variation by id (`?varianta=12`), so a
 * reload, a shared link and a switch of currency or tax keep the shopper's choice.
 */
export const variationParamNames: Record<Locale, string> = { cs: 'varianta', sk: 'varianta', en: 'variant' };

/** The variation id a URL's query names, or null when it names none or something else. */
export function variationIdFromSearch(search: string, locale: Locale): number | null {
  const values = new URLSearchParams(search).getAll(variationParamNames[locale]);
  if (values.length !== 1 || !/^[1-9]\d{0,9}$/.test(values[0] ?? '')) return null;
  return Number(values[0]);
}

/** The URL with the chosen variation's id in its query (or without the parameter when none is chosen). */
export function urlWithVariation(href: string, locale: Locale, variationId: number | null): string {
  const url = new URL(href);
  const name = variationParamNames[locale];
  if (variationId === null) url.searchParams.delete(name);
  else url.searchParams.set(name, String(variationId));
  return url.toString();
}
