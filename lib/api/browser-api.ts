import { CurrencyCodeSchema, type Locale } from '@contract/locales';
import { createAuthorizedFetch } from '@/lib/auth/authorized-fetch';
import { ensureSession, refreshAccessToken } from '@/lib/auth/browser-session';
import { useSessionStore } from '@/stores/session-store';
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
 * Every browser call carries the session's access token, and a 401 refreshes the session once and
 * sends the call again (lib/auth/authorized-fetch.ts), so no component passes tokens around.
 */
const authorizedFetch = createAuthorizedFetch({
  fetch: (input, init) => fetch(input, init),
  ready: ensureSession,
  token: () => useSessionStore.getState().accessToken,
  refresh: refreshAccessToken,
});

/**
 * The shop API client for client components, signed in as the session's customer when there is
 * one. The tracking id the API hands out is written back to its cookie.
 */
export function getBrowserApi(locale: Locale): ApiClient {
  const currency = CurrencyCodeSchema.safeParse(readCookie(currencyCookie));
  return createApiClient({
    baseUrl: browserBaseUrl,
    locale,
    currency: currency.success ? currency.data : undefined,
    trackingId: readCookie(trackingIdCookie),
    onTrackingId: (id) => writeCookie(trackingIdCookie, id, trackingIdMaxAge),
    credentials: credentialsFor(browserBaseUrl),
    fetch: authorizedFetch,
  });
}
