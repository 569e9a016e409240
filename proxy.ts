import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { trackingIdCookie, trackingIdMaxAge } from '@/lib/api/cookie-names';
import { decideRouteAccess } from '@/lib/auth/route-access';
import { refreshTokenCookie, returnUrlCookie, returnUrlMarkCookie, returnUrlMaxAge } from '@/lib/auth/session-cookies';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { matchAppRoute } from '@/lib/routing/match-app-route';

const handleLocale = createMiddleware(routing);

/**
 * The request interceptor: locale prefixes and detection (next-intl), the auth guard with its
 * return-url cookie, and a tracking id cookie so server-rendered calls carry one from the start.
 */
export default function proxy(request: NextRequest): NextResponse {
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
    response = handleLocale(request);
    if (decision.clearReturnUrl && request.cookies.has(returnUrlCookie)) response.cookies.delete(returnUrlCookie);
    if (decision.clearMark) response.cookies.delete(returnUrlMarkCookie);
  } else {
    response = handleLocale(request);
  }
  return withTrackingId(request, response);
}

function withTrackingId(request: NextRequest, response: NextResponse): NextResponse {
  if (!request.cookies.has(trackingIdCookie)) {
    response.cookies.set(trackingIdCookie, crypto.randomUUID(), { path: '/', maxAge: trackingIdMaxAge, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Everything but Next internals, route handlers under /api and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
