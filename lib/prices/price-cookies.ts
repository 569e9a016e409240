import { currencyCookie, taxCookie } from '@/lib/api/cookie-names';
import { readCookie, writeCookie } from '@/lib/api/browser-cookies';

/**
 * The browser side of the price preferences: the two cookies the request interceptor reads to
 * pick the cached render variant. Free of zod on purpose, so the header island stays small.
 */

/** The currency and tax cookies live a year, like the locale cookie (seconds). */
export const pricePreferenceMaxAge = 60 * 60 * 24 * 365;

export interface RawPricePreferences {
  currency?: string;
  tax?: string;
}

export function readPriceCookies(): RawPricePreferences {
  return { currency: readCookie(currencyCookie), tax: readCookie(taxCookie) };
}

/** Path /, one year, SameSite=Lax (Secure on https): the same cookie for every page of the shop. */
export function writePriceCookie(preference: 'currency' | 'tax', value: string): void {
  writeCookie(preference === 'currency' ? currencyCookie : taxCookie, value, pricePreferenceMaxAge);
}
