import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { publicApiBaseUrl } from '@/lib/api/api-url';
import { currencyCookie, taxCookie, trackingIdCookie, trackingIdMaxAge } from '@/lib/api/cookie-names';
import { safeReturnPath } from '@/lib/auth/return-url';
import { decideRouteAccess } from '@/lib/auth/route-access';
import { refreshInProxy, type ProxyRefresh } from '@/lib/auth/proxy-refresh';
import {
  refreshedAccessTokenHeader,
  refreshTokenCookie,
  returnUrlCookie,
  returnUrlMarkCookie,
  returnUrlMaxAge,
} from '@/lib/auth/session-cookies';
import { clearSessionCookies, setSessionCookies } from '@/lib/auth/session-transport';
import { cachedEntryScope, catalogueRewrite } from '@/lib/cache/cached-route';
import { getPathname } from '@/lib/i18n/localized-path';
import { routing } from '@/lib/i18n/routing';
import { isOrderId } from '@/lib/customer/order-id';
import { isMalformedPath } from '@/lib/routing/malformed-path';
import { matchAppRoute, type AppRouteMatch } from '@/lib/routing/match-app-route';
import { isInternalRoutePath, notFoundRewrite } from '@/lib/routing/not-found-route';
import { pathFromSegments } from '@/lib/routing/page-dispatch';
import { sharedPageExistence } from '@/lib/routing/page-existence';
import { buildPagePolicy, cspReportGroup, documentlessPolicy } from '@/lib/security/content-security-policy';
import { cachedPageNonce, requestNonce } from '@/lib/security/csp-nonce';
import { cspSourcesFrom } from '@/lib/security/csp-sources';
import { baseSecurityHeaders, isHttpsRequest, strictTransportSecurity } from '@/lib/security/security-headers';

const handleLocale = createMiddleware(routing);

const cspSources = cspSourcesFrom({
  apiBaseUrl: publicApiBaseUrl(),
  NEXT_PUBLIC_PUSHER_HOST: process.env.NEXT_PUBLIC_PUSHER_HOST,
  NEXT_PUBLIC_PUSHER_PORT: process.env.NEXT_PUBLIC_PUSHER_PORT,
  PAYMENT_GATEWAY_ORIGINS: process.env.PAYMENT_GATEWAY_ORIGINS,
  SHOP_ENV: process.env.SHOP_ENV,
  SENTRY_DSN: process.env.SENTRY_DSN,
  SENTRY_SPOTLIGHT: process.env.SENTRY_SPOTLIGHT,
});
if (cspSources.rejected.length > 0) {
  console.warn(JSON.stringify({ event: 'payment_gateway_origins_rejected', entries: cspSources.rejected }));
}
const cspReportPath = '/api/csp-report';
const buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? '';

/** How the answer may be stored, which decides its nonce and whether it may set cookies. */
type AnswerKind = 'cached-page' | 'private-page' | 'private-redirect';

/**
 * The request interceptor: a malformed path is a 400; the auth guard
 * (docs/customer-accounts-storefront.md, with the session refresh of an order detail); a path no
 * page has is a 404 (docs/seo-and-errors.md); locales (next-intl); catalogue paths go to their
 * cached route (docs/caching.md); every answer gets the security headers
 * (docs/security-headers.md). Cookies go only on answers no shared cache may store.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const https = isHttpsRequest(request.headers.get('x-forwarded-proto'), request.url);
  if (isMalformedPath(request.nextUrl.pathname)) {
    const response = new NextResponse('Bad request: the address is not valid.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
    return secured(response, documentlessPolicy, https);
  }
  const match = matchAppRoute(request.nextUrl.pathname);
  if (match) {
    // The pages that read one order with the customer's bearer on the server: the order detail and
    // the summary (a customer's own order, back from a gateway).
    const orderPage =
      (match.route === '/customer/order/[id]' && isOrderId(match.params.id)) || match.route === '/cart/summary';
    const refresh = await refreshInProxy(request, orderPage);
    const decision = decideRouteAccess({
      route: match.route,
      isLoggedIn: request.cookies.has(refreshTokenCookie) && refresh.kind !== 'ended',
      requestedPath: request.nextUrl.pathname + request.nextUrl.search,
      guardMarked: request.cookies.has(returnUrlMarkCookie),
    });
    if (decision.action === 'redirect-to-login') {
      const response = NextResponse.redirect(
        new URL(getPathname({ locale: match.locale, href: '/login' }), request.url),
      );
      const cookie = { path: '/', maxAge: returnUrlMaxAge, sameSite: 'lax' as const, httpOnly: true };
      // Only a relative path of this site is remembered (lib/auth/return-url.ts).
      const remembered = safeReturnPath(decision.rememberPath);
      if (remembered) response.cookies.set(returnUrlCookie, remembered, cookie);
      response.cookies.set(returnUrlMarkCookie, '1', cookie);
      if (refresh.kind === 'ended') clearSessionCookies(response, request);
      return finish(request, response, 'private-redirect', documentlessPolicy, https);
    }
    if (decision.action === 'redirect-home') {
      const response = NextResponse.redirect(new URL(`/${match.locale}`, request.url));
      return finish(request, response, 'private-redirect', documentlessPolicy, https);
    }
    if (await isMissing(request, match)) return notFoundPage(request, match, https);
    const target = cachedTarget(request, match);
    const nonce = target ? cachedPageNonce(buildId, cachedEntryScope(target)) : requestNonce();
    const policy = pagePolicy(nonce, https);
    const localized = handleLocale(forwardPolicy(request, policy, refresh));
    if (localized.headers.has('location'))
      return finish(request, localized, 'private-redirect', documentlessPolicy, https);
    if (refresh.kind === 'refreshed') setSessionCookies(localized, request, refresh.tokens);
    if (target) return finish(request, toCachedRoute(request, target, localized), 'cached-page', policy, https);
    if (decision.clearReturnUrl && request.cookies.has(returnUrlCookie)) localized.cookies.delete(returnUrlCookie);
    if (decision.clearMark) localized.cookies.delete(returnUrlMarkCookie);
    return finish(request, localized, 'private-page', policy, https);
  }
  // No locale prefix: next-intl redirects to the shopper's language (`/` → `/cs`).
  const policy = pagePolicy(requestNonce(), https);
  const localized = handleLocale(forwardPolicy(request, policy));
  const kind = localized.headers.has('location') ? 'private-redirect' : 'private-page';
  return finish(request, localized, kind, kind === 'private-redirect' ? documentlessPolicy : policy, https);
}

function pagePolicy(nonce: string, https: boolean): string {
  return buildPagePolicy({
    nonce,
    ...cspSources,
    https,
    reportPath: cspReportPath,
    development: process.env.NODE_ENV === 'development',
  });
}

/**
 * The request as next-intl sees it, with the policy among its headers: next-intl forwards the
 * request headers to the page, and Next.js reads the nonce of the policy it finds there. The
 * refreshed access token header is only ever the one set here, after a refresh of our own.
 */
function forwardPolicy(request: NextRequest, policy: string, refresh?: ProxyRefresh): NextRequest {
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  headers.delete(refreshedAccessTokenHeader);
  const accessToken = refreshedAccessToken(refresh);
  if (accessToken) headers.set(refreshedAccessTokenHeader, accessToken);
  return new NextRequest(request.url, { headers });
}

/** The access token this request's refresh obtained, or took over from a rotation a moment earlier. */
function refreshedAccessToken(refresh: ProxyRefresh | undefined): string | null {
  if (refresh?.kind === 'refreshed') return refresh.tokens.access_token;
  if (refresh?.kind === 'handedOver') return refresh.accessToken;
  return null;
}

/** The cached route a catalogue path (the home page too) is served from, or null when it stays dynamic. */
function cachedTarget(request: NextRequest, match: AppRouteMatch): string | null {
  if (match.route !== null && match.route !== '/') return null;
  return catalogueRewrite({
    locale: match.locale,
    rest: match.rest,
    search: request.nextUrl.searchParams,
    cookies: { currency: request.cookies.get(currencyCookie)?.value, tax: request.cookies.get(taxCookie)?.value },
    userAgent: request.headers.get('user-agent'),
  });
}

/**
 * Whether the path is known to hold no page: a catalogue path the shop API does not know (asked
 * once, then remembered: lib/routing/page-existence.ts), an internal route's segment, or an order
 * id that cannot be one. Only documents are checked: a client-side navigation's RSC request gets
 * the not-found page from the route as before, and the browser draws it.
 */
async function isMissing(request: NextRequest, match: AppRouteMatch): Promise<boolean> {
  if (match.route === '/customer/order/[id]') return !isOrderId(match.params.id);
  if (match.route !== null) return false;
  if (isInternalRoutePath(match.rest)) return true;
  if (request.headers.has('rsc')) return false;
  const path = pathFromSegments(match.rest.split('/').filter(Boolean));
  if (path === null) return true;
  return (await sharedPageExistence().check(match.locale, path)) === 'missing';
}

/** The 404 page rendered on the server, per request (fresh nonce), with the status set here. */
function notFoundPage(request: NextRequest, match: AppRouteMatch, https: boolean): NextResponse {
  const policy = pagePolicy(requestNonce(), https);
  const localized = handleLocale(forwardPolicy(request, policy));
  if (localized.headers.has('location'))
    return finish(request, localized, 'private-redirect', documentlessPolicy, https);
  const rewritten = rewriteTo(request, notFoundRewrite(match.locale, match.rest), localized, 404);
  return finish(request, rewritten, 'private-page', policy, https);
}

function toCachedRoute(request: NextRequest, target: string, localized: NextResponse): NextResponse {
  // Campaign parameters are dropped: the cached page never reads the query.
  return rewriteTo(request, target, localized);
}

function rewriteTo(request: NextRequest, target: string, localized: NextResponse, status?: number): NextResponse {
  // Keep what next-intl answered (its headers, the forwarded request headers); only the rewrite target changes.
  const headers = new Headers(localized.headers);
  headers.delete('x-middleware-next');
  headers.delete('x-middleware-rewrite');
  return NextResponse.rewrite(new URL(target, request.url), { headers, status });
}

/**
 * Cookies and headers by the kind of answer. A cached page is stored by Next.js and may be by any
 * shared cache (`s-maxage`), so it carries no cookie at all: next-intl's locale cookie and the
 * tracking id are written by the browser there (components/providers/visitor-cookies.tsx).
 */
function finish(request: NextRequest, response: NextResponse, kind: AnswerKind, policy: string, https: boolean) {
  if (kind === 'cached-page') {
    response.headers.delete('set-cookie');
  } else if (!request.cookies.has(trackingIdCookie)) {
    response.cookies.set(trackingIdCookie, crypto.randomUUID(), {
      path: '/',
      maxAge: trackingIdMaxAge,
      sameSite: 'lax',
    });
  }
  // A redirect that sets cookies must never be replayed to another visitor.
  if (kind === 'private-redirect') response.headers.set('Cache-Control', 'private, no-store');
  return secured(response, policy, https);
}

function secured(response: NextResponse, policy: string, https: boolean): NextResponse {
  response.headers.set('Content-Security-Policy', policy);
  if (policy !== documentlessPolicy)
    response.headers.set('Reporting-Endpoints', `${cspReportGroup}="${cspReportPath}"`);
  for (const [name, value] of Object.entries(baseSecurityHeaders)) response.headers.set(name, value);
  if (https) response.headers.set('Strict-Transport-Security', strictTransportSecurity);
  return response;
}

export const config = {
  // Everything but Next internals, route handlers under /api and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
