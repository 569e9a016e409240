import { CurrencyCodeSchema, type Locale } from '@contract/locales';
import { createApiClient, type ApiClient } from './api-client';
import { publicApiBaseUrl } from './api-url';
import { readCookie, writeCookie } from './browser-cookies';
import { currencyCookie, trackingIdCookie, trackingIdMaxAge } from './cookie-names';

const browserBaseUrl = publicApiBaseUrl();

/** Cookies go along cross-site only when the API lives on another origin. */
function credentialsFor(baseUrl: string): RequestCredentials {
  if (typeof window === 'undefined') return 'include';
  return new URL(baseUrl, window.location.href).origin === window.location.origin ? 'same-origin' : 'include';
}

/**
 * The shop API client for client components. `token` is the access token the session holds in
 * memory, if any. The tracking id the API hands out is written back to its cookie.
 */
export function getBrowserApi(locale: Locale, token?: string): ApiClient {
  const currency = CurrencyCodeSchema.safeParse(readCookie(currencyCookie));
  return createApiClient({
    baseUrl: browserBaseUrl,
    locale,
    currency: currency.success ? currency.data : undefined,
    token,
    trackingId: readCookie(trackingIdCookie),
    onTrackingId: (id) => writeCookie(trackingIdCookie, id, trackingIdMaxAge),
    credentials: credentialsFor(browserBaseUrl),
  });
}
