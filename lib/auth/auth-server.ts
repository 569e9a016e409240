import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import {
  AuthTokensResponseSchema,
  ThirdPartyCallbackResponseSchema,
  ThirdPartyRedirectResponseSchema,
  type ThirdPartyCallbackBody,
  type ThirdPartyRedirectBody,
} from '@contract/calls/auth';
import type { AuthTokens } from '@contract/entities/customer';
import type { Locale } from '@contract/locales';
import { ApiClientError } from '@/lib/api/api-client-error';
import { siteUrl } from '@/lib/seo/site-url';
import type { AuthRouteError } from './auth-routes';
import { isSameOriginPost } from './route-guards';
import { returnUrlCookie, returnUrlMarkCookie } from './session-cookies';
import { shopperApi } from './session-transport';

export {
  apiRefresh,
  clearSessionCookies,
  requestLocale,
  secureCookiesFor,
  setSessionCookies,
} from './session-transport';

/**
 * The storefront server's side of sign-in (docs/customer-accounts-storefront.md): it calls the shop
 * API's auth calls for the shopper (their IP in `X-Forwarded-For`, their User-Agent, so the API's
 * session and rate limits see the shopper, not this server), keeps the refresh token in the
 * httpOnly cookie and gives the page only the short-lived access token. Every answer is no-store.
 */

export const noStore = { 'Cache-Control': 'no-store' } as const;

/** The CSRF gate of the session routes: 403 unless the POST comes from this site's pages. */
export function refuseCrossSite(request: NextRequest): NextResponse | null {
  if (isSameOriginPost(request.headers, request.url, [new URL(siteUrl()).origin])) return null;
  return NextResponse.json({ error: 'forbidden' }, { status: 403, headers: noStore });
}

export function clearReturnUrl(response: NextResponse): void {
  response.cookies.delete(returnUrlCookie);
  response.cookies.delete(returnUrlMarkCookie);
}

/** What the page gets of a session: never the refresh token. */
export function sessionAnswer(tokens: AuthTokens, extra: Record<string, unknown> = {}): NextResponse {
  return NextResponse.json(
    { accessToken: tokens.access_token, accessExpirationAt: tokens.access_expiration_at, ...extra },
    { headers: noStore },
  );
}

/** A refused auth call as the route answers it (status kept; 429 with its Retry-After). */
export function failureAnswer(error: unknown, onUnauthorized: AuthRouteError['error'] = 'login_failed'): NextResponse {
  if (!(error instanceof ApiClientError)) return routeError(503, { error: 'unavailable' });
  switch (error.status) {
    case 401:
      return routeError(401, { error: onUnauthorized });
    case 403:
      return routeError(403, { error: 'account_blocked' });
    case 409:
      return routeError(409, { error: 'refresh_in_progress' });
    case 422:
      return routeError(422, {
        error: error.type === 'invalid_return_url' ? 'invalid_return_url' : 'validation_error',
        fieldErrors: error.fieldErrors,
      });
    case 429: {
      const retryAfter = error.retryAfterSeconds ?? 60;
      return routeError(429, { error: 'too_many_requests', retryAfter }, { 'Retry-After': String(retryAfter) });
    }
    default:
      return routeError(error.status >= 400 && error.status < 500 ? 400 : 503, { error: 'unavailable' });
  }
}

function routeError(status: number, body: AuthRouteError, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { ...noStore, ...headers } });
}

/** The JSON body of a POST, or null when it is not a JSON object. */
export async function readJsonObject(request: NextRequest): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

export const apiLogin = (request: NextRequest, body: unknown) => {
  const { api, headers } = shopperApi(request);
  return api.post(AuthTokensResponseSchema, 'auth/login', { body, headers });
};

export const apiRegister = (request: NextRequest, body: unknown) => {
  const { api, headers } = shopperApi(request);
  return api.post(AuthTokensResponseSchema, 'customers', { body, headers });
};

export const apiLogout = (request: NextRequest, accessToken: string) => {
  const { api, headers } = shopperApi(request);
  return api.post(null, 'auth/logout', { headers: { ...headers, Authorization: `Bearer ${accessToken}` } });
};

export const apiThirdPartyCallback = (request: NextRequest, body: ThirdPartyCallbackBody) => {
  const { api, headers } = shopperApi(request);
  return api.post(ThirdPartyCallbackResponseSchema, 'socialite/callback', { body, headers });
};

/** `POST /socialite/redirect` in the page's language (the provider's consent page speaks it). */
export const apiThirdPartyRedirect = (request: NextRequest, locale: Locale, body: ThirdPartyRedirectBody) => {
  const { api, headers } = shopperApi(request, locale);
  return api.post(ThirdPartyRedirectResponseSchema, 'socialite/redirect', { body, headers });
};
