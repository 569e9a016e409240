import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { hasLocale } from 'next-intl';
import {
  AuthTokensResponseSchema,
  SocialiteCallbackResponseSchema,
  type SocialiteCallbackBody,
} from '@contract/calls/auth';
import type { AuthTokens } from '@contract/entities/customer';
import type { Locale } from '@contract/locales';
import { createApiClient, type ApiClient } from '@/lib/api/api-client';
import { ApiClientError } from '@/lib/api/api-client-error';
import { serverApiBaseUrl } from '@/lib/api/api-url';
import { localeCookie, routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site-url';
import { isHttpsRequest } from '@/lib/security/security-headers';
import type { AuthRouteError } from './auth-routes';
import { clientIp, isSameOriginPost, secondsUntil, secureCookies } from './route-guards';
import { refreshTokenCookie, returnUrlCookie, returnUrlMarkCookie, sessionHintCookie } from './session-cookies';

/**
 * The storefront server's side of sign-in (docs/customer-accounts-storefront.md): it calls the shop
 * API's auth calls for the shopper (their IP in `X-Forwarded-For`, their User-Agent, so the API's
 * session and rate limits see the shopper, not this server), keeps the refresh token in the
 * httpOnly cookie and gives the page only the short-lived access token. Every answer is no-store.
 */

export const noStore = { 'Cache-Control': 'no-store' } as const;

/** The shopper's language for the API's messages: the locale cookie, else the default. */
export function requestLocale(request: NextRequest): Locale {
  const value = request.cookies.get(localeCookie.name)?.value;
  return hasLocale(routing.locales, value) ? value : routing.defaultLocale;
}

/** An API client that speaks for the shopper of `request`. */
export function shopperApi(request: NextRequest): { api: ApiClient; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const ip = clientIp(request.headers);
  if (ip) headers['X-Forwarded-For'] = ip;
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['User-Agent'] = userAgent;
  const api = createApiClient({ baseUrl: serverApiBaseUrl(), locale: requestLocale(request), cache: 'no-store' });
  return { api, headers };
}

/** The CSRF gate of the session routes: 403 unless the POST comes from this site's pages. */
export function refuseCrossSite(request: NextRequest): NextResponse | null {
  if (isSameOriginPost(request.headers, request.url, [new URL(siteUrl()).origin])) return null;
  return NextResponse.json({ error: 'forbidden' }, { status: 403, headers: noStore });
}

function cookieSecurity(request: NextRequest) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: secureCookies({
      https: isHttpsRequest(request.headers.get('x-forwarded-proto'), request.url),
      production: process.env.NODE_ENV === 'production',
      hostname: request.nextUrl.hostname,
    }),
  };
}

/** Writes the rotated refresh token (httpOnly, until the session expires) and its readable hint. */
export function setSessionCookies(response: NextResponse, request: NextRequest, tokens: AuthTokens): void {
  const maxAge = secondsUntil(tokens.session_expiration_at);
  const base = cookieSecurity(request);
  response.cookies.set(refreshTokenCookie, tokens.refresh_token, { ...base, httpOnly: true, maxAge });
  response.cookies.set(sessionHintCookie, '1', { ...base, httpOnly: false, maxAge });
}

export function clearSessionCookies(response: NextResponse, request: NextRequest): void {
  const base = cookieSecurity(request);
  response.cookies.set(refreshTokenCookie, '', { ...base, httpOnly: true, maxAge: 0 });
  response.cookies.set(sessionHintCookie, '', { ...base, httpOnly: false, maxAge: 0 });
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

export const apiRefresh = (request: NextRequest, refreshToken: string) => {
  const { api, headers } = shopperApi(request);
  return api.post(AuthTokensResponseSchema, 'auth/refresh', { body: { refresh_token: refreshToken }, headers });
};

export const apiLogout = (request: NextRequest, accessToken: string) => {
  const { api, headers } = shopperApi(request);
  return api.post(null, 'auth/logout', { headers: { ...headers, Authorization: `Bearer ${accessToken}` } });
};

export const apiSocialiteCallback = (request: NextRequest, body: SocialiteCallbackBody) => {
  const { api, headers } = shopperApi(request);
  return api.post(SocialiteCallbackResponseSchema, 'socialite/callback', { body, headers });
};
