import { currencyCookie, taxCookie } from '@/lib/api/cookie-names';
import { safeReturnPath } from '@/lib/auth/return-url';
import { currencyCodes, defaultLocale, isLocale, taxModes } from '@contract/locale-codes';
import { pricePreferenceMaxAge } from './price-cookies';

/**
 * The price preferences without JavaScript (docs/seo-and-errors.md, "Without JavaScript"): the
 * header's switch is a form POSTed to `/api/price-preferences`, whose answer sets the cookies the
 * switch sets with JavaScript and sends the shopper back to the page they were on with a 303.
 */

export interface PriceChoiceRequest {
  /** The form's fields. */
  currency: unknown;
  tax: unknown;
  locale: unknown;
  /** The request's `Host`, `Referer`, `Origin` and `Sec-Fetch-Site` headers. */
  host: string | null;
  referer: string | null;
  origin: string | null;
  fetchSite: string | null;
  https: boolean;
}

export type PriceChoiceAnswer = { kind: 'redirect'; location: string; cookies: string[] } | { kind: 'refused' };

/** Only this site's pages may post the choice: another site must not change a shopper's prices. */
function isCrossSite(request: PriceChoiceRequest): boolean {
  if (request.fetchSite) return request.fetchSite !== 'same-origin' && request.fetchSite !== 'none';
  return request.origin !== null && hostOf(request.origin) !== request.host;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Where the shopper goes back to: the page that sent the form (its `Referer`, when it is this
 * site), as a same-site relative path (`safeReturnPath`), else the language's home page.
 */
export function choiceReturnPath(request: Pick<PriceChoiceRequest, 'referer' | 'host' | 'locale'>): string {
  const home = `/${isLocale(request.locale) ? request.locale : defaultLocale}`;
  if (!request.referer || !request.host) return home;
  let url: URL;
  try {
    url = new URL(request.referer);
  } catch {
    return home;
  }
  if (url.host !== request.host) return home;
  return safeReturnPath(url.pathname + url.search) ?? home;
}

function cookie(name: string, value: string, https: boolean): string {
  const secure = https ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${pricePreferenceMaxAge}; SameSite=Lax${secure}`;
}

/** The answer to a posted choice: the cookies of the valid fields (an unknown value is ignored) and the way back. */
export function answerPriceChoice(request: PriceChoiceRequest): PriceChoiceAnswer {
  if (isCrossSite(request)) return { kind: 'refused' };
  const cookies: string[] = [];
  const currency = typeof request.currency === 'string' ? request.currency.toUpperCase() : null;
  if ((currencyCodes as readonly (string | null)[]).includes(currency))
    cookies.push(cookie(currencyCookie, currency ?? '', request.https));
  if ((taxModes as readonly unknown[]).includes(request.tax))
    cookies.push(cookie(taxCookie, String(request.tax), request.https));
  return { kind: 'redirect', location: choiceReturnPath(request), cookies };
}
