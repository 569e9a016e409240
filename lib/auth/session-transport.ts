import type { NextRequest, NextResponse } from 'next/server';
import { hasLocale } from 'next-intl';
import { AuthTokensResponseSchema } from '@contract/calls/auth';
import type { AuthTokens } from '@contract/entities/customer';
import type { Locale } from '@contract/locales';
import { createApiClient, type ApiClient } from '@/lib/api/api-client';
import { serverApiBaseUrl } from '@/lib/api/api-url';
import { localeCookie, routing } from '@/lib/i18n/routing';
import { isHttpsRequest } from '@/lib/security/security-headers';
import { clientAddress, storefrontTrustedProxies } from '@/lib/security/client-address';
import { secureCookies } from './route-guards';
import { sessionCookieClears, sessionCookieWrites, type CookieWrite } from './session-cookies';

/**
 * What the auth routes (`lib/auth/auth-server.ts`) and the request interceptor (`proxy.ts`) share:
 * calls to the shop API on the shopper's behalf and the session cookies. Server code only; not
 * marked `server-only` because the interceptor imports it.
 */

/** The shopper's language for the API's messages: the locale cookie, else the default. */
export function requestLocale(request: NextRequest): Locale {
  const value = request.cookies.get(localeCookie.name)?.value;
  return hasLocale(routing.locales, value) ? value : routing.defaultLocale;
}

/**
 * An API client that speaks for the shopper of `request`: their address in `X-Forwarded-For` and
 * their User-Agent, so the API's session record and rate limits see the shopper, not this server;
 * in their language (the locale cookie unless the caller knows the page's). The address is the one
 * this server saw: its socket peer, or behind the storefront's own TRUSTED_PROXIES the right-most
 * address they vouch for; never what the client wrote itself.
 */
export function shopperApi(
  request: NextRequest,
  locale: Locale = requestLocale(request),
): { api: ApiClient; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const ip = clientAddress(request.headers.get('x-forwarded-for'), storefrontTrustedProxies());
  if (ip) headers['X-Forwarded-For'] = ip;
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['User-Agent'] = userAgent;
  const api = createApiClient({ baseUrl: serverApiBaseUrl(), locale, cache: 'no-store' });
  return { api, headers };
}

export const apiRefresh = (request: NextRequest, refreshToken: string) => {
  const { api, headers } = shopperApi(request);
  return api.post(AuthTokensResponseSchema, 'auth/refresh', { body: { refresh_token: refreshToken }, headers });
};

/** Whether this request's cookies are `Secure` (route-guards.ts `secureCookies`). */
export function secureCookiesFor(request: NextRequest): boolean {
  return secureCookies({
    https: isHttpsRequest(request.headers.get('x-forwarded-proto'), request.url),
    production: process.env.NODE_ENV === 'production',
    hostname: request.nextUrl.hostname,
  });
}

function write(response: NextResponse, cookies: CookieWrite[]): void {
  for (const { name, value, options } of cookies) response.cookies.set(name, value, options);
}

/** Writes the rotated refresh token, its readable hint and the access token (session-cookies.ts). */
export function setSessionCookies(response: NextResponse, request: NextRequest, tokens: AuthTokens): void {
  write(response, sessionCookieWrites(tokens, secureCookiesFor(request)));
}

export function clearSessionCookies(response: NextResponse, request: NextRequest): void {
  write(response, sessionCookieClears(secureCookiesFor(request)));
}
