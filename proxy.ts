import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { currencyCookie, taxCookie, trackingIdCookie, trackingIdMaxAge } from '@/lib/api/cookie-names';
import { decideRouteAccess } from '@/lib/auth/route-access';
import { refreshTokenCookie, returnUrlCookie, returnUrlMarkCookie, returnUrlMaxAge } from '@/lib/auth/session-cookies';
import { catalogueRewrite } from '@/lib/cache/cached-route';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { isMalformedPath } from '@/lib/routing/malformed-path';
import { matchAppRoute, type AppRouteMatch } from '@/lib/routing/match-app-route';

const handleLocale = createMiddleware(routing);

/**
 * The request interceptor: locale prefixes and detection (next-intl), the auth guard with its
 * return-url cookie, a tracking id cookie so server-rendered calls carry one from the start, and
 * the rewrite of catalogue paths to the cached route of the shopper's render variant
 * (lib/cache/cached-route.ts, docs/caching.md). A path no page can have (bad `%` escapes, control
 * characters) is answered 400 here, before routing or the shop API see it.
 */
export default function proxy(request: NextRequest): NextResponse {
  if (isMalformedPath(request.nextUrl.pathname)) {
    return new NextResponse('Bad request: the address is not valid.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const match = matchAppRoute(request.nextUrl.pathname);
  let response: NextResponse;
  if (match) {
    const decision = decideRouteAccess({
      route: match.route,
      isLoggedIn: request.cookies.has(refreshTokenCookie),
      requestedPath: request.nextUrl.pathname + request.nextUrl.search,
      guardMarked: request.cookies.has(returnUrlMarkCookie),
    });
    if (decision.action === 'redirect-to-login') {
      response = NextResponse.redirect(new URL(getPathname({ locale: match.locale, href: '/login' }), request.url));
      const cookie = { path: '/', maxAge: returnUrlMaxAge, sameSite: 'lax' as const, httpOnly: true };
      response.cookies.set(returnUrlCookie, decision.rememberPath, cookie);
      response.cookies.set(returnUrlMarkCookie, '1', cookie);
      return withTrackingId(request, response);
    }
    if (decision.action === 'redirect-home') {
      return withTrackingId(request, NextResponse.redirect(new URL(`/${match.locale}`, request.url)));
    }
    response = toCachedRoute(request, match, handleLocale(request));
    if (decision.clearReturnUrl && request.cookies.has(returnUrlCookie)) response.cookies.delete(returnUrlCookie);
    if (decision.clearMark) response.cookies.delete(returnUrlMarkCookie);
  } else {
    response = handleLocale(request);
  }
  return withTrackingId(request, response);
}

/** Catalogue paths (the home page too) without a query string go to the cached route of their render variant. */
function toCachedRoute(request: NextRequest, match: AppRouteMatch, response: NextResponse): NextResponse {
  const isCataloguePath = match.route === null || match.route === '/';
  const isRedirect = response.headers.has('location');
  if (!isCataloguePath || isRedirect) return response;
  const target = catalogueRewrite({
    locale: match.locale,
    rest: match.rest,
    search: request.nextUrl.searchParams,
    cookies: { currency: request.cookies.get(currencyCookie)?.value, tax: request.cookies.get(taxCookie)?.value },
    userAgent: request.headers.get('user-agent'),
  });
  if (!target) return response;
  // Keep what next-intl answered (its cookie and headers); only the rewrite target changes.
  const headers = new Headers(response.headers);
  headers.delete('x-middleware-next');
  headers.delete('x-middleware-rewrite');
  // Campaign parameters are dropped: the cached page never reads the query.
  return NextResponse.rewrite(new URL(target, request.url), { headers });
}

function withTrackingId(request: NextRequest, response: NextResponse): NextResponse {
  if (!request.cookies.has(trackingIdCookie)) {
    response.cookies.set(trackingIdCookie, crypto.randomUUID(), {
      path: '/',
      maxAge: trackingIdMaxAge,
      sameSite: 'lax',
    });
  }
  return response;
}

export const config = {
  // Everything but Next internals, route handlers under /api and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
