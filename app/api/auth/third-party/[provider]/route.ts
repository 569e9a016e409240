import { NextResponse, type NextRequest } from 'next/server';
import { hasLocale } from 'next-intl';
import { ThirdPartyProviderSchema, type ThirdPartyProvider } from '@contract/entities/customer';
import { ApiClientError } from '@/lib/api/api-client-error';
import {
  apiThirdPartyCallback,
  apiThirdPartyRedirect,
  clearReturnUrl,
  failureAnswer,
  noStore,
  readJsonObject,
  refuseCrossSite,
  requestLocale,
  secureCookiesFor,
  setSessionCookies,
} from '@/lib/auth/auth-server';
import { firstSafeReturnPath } from '@/lib/auth/return-url';
import { authNoticeCookie, authNoticeMaxAge, returnUrlCookie, signInFromCookie } from '@/lib/auth/session-cookies';
import {
  stateCookieClear,
  stateCookieWrite,
  stateMatchesCookie,
  stateOfAuthorizationUrl,
  thirdPartyReturnUrl,
  thirdPartyStateCookie,
} from '@/lib/auth/third-party-state';
import { getPathname } from '@/lib/i18n/localized-path';
import { routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site-url';

type Context = { params: Promise<{ provider: string }> };

async function providerOf(context: Context): Promise<ThirdPartyProvider | null> {
  const parsed = ThirdPartyProviderSchema.safeParse((await context.params).provider);
  return parsed.success ? parsed.data : null;
}

/**
 * `POST /api/auth/third-party/{provider}` {locale}: the page starts a sign-in here (same-origin
 * only). The storefront asks the shop API for the provider's address (`POST /socialite/redirect`,
 * back to this route on the page's origin), keeps the SHA-256 of its `state` in an httpOnly cookie
 * on this route's path for 10 minutes, and answers `{ providerAuthUrl }` for the page to open.
 */
export async function POST(request: NextRequest, context: Context) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const provider = await providerOf(context);
  if (!provider) return NextResponse.json({ error: 'unavailable' }, { status: 404, headers: noStore });
  const body = await readJsonObject(request);
  const locale = hasLocale(routing.locales, body?.locale) ? body.locale : requestLocale(request);
  // The Origin the same-origin check let through is the page's own: the shopper returns there.
  // (`request.url` names the host Next.js listens on, not the public one behind a proxy.)
  const origin = request.headers.get('origin') ?? new URL(siteUrl()).origin;
  try {
    const answer = await apiThirdPartyRedirect(request, locale, {
      provider,
      return_url: thirdPartyReturnUrl(origin, provider),
    });
    const state = stateOfAuthorizationUrl(answer.provider_auth_url);
    if (!state) return failureAnswer(new Error('The provider’s address carries no state.'));
    const response = NextResponse.json({ providerAuthUrl: answer.provider_auth_url }, { headers: noStore });
    const { name, value, options } = stateCookieWrite(provider, state, secureCookiesFor(request));
    response.cookies.set(name, value, options);
    return response;
  } catch (error) {
    return failureAnswer(error);
  }
}

/** A 303 to `path` that leaves a notice key for the next page (read once by `AuthHost`) and ends the sign-in's cookies. */
function redirectWithNotice(request: NextRequest, provider: ThirdPartyProvider, path: string, notice: string) {
  const response = NextResponse.redirect(new URL(path, request.url), { status: 303, headers: noStore });
  response.cookies.set(authNoticeCookie, notice, { path: '/', sameSite: 'lax', maxAge: authNoticeMaxAge });
  response.cookies.delete(signInFromCookie);
  const { name, value, options } = stateCookieClear(provider, secureCookiesFor(request));
  response.cookies.set(name, value, options);
  return response;
}

/**
 * `GET /api/auth/third-party/{provider}?code&state[&iss]`: the identity provider sends the shopper back
 * here. A `state` whose hash is not this browser's state cookie was not started here (a callback
 * URL replayed in another browser: login CSRF) and goes to the login page with
 * `sign_in_not_started_here`, without asking the API. Otherwise the shop API checks the state (and
 * the PKCE verifier it kept) and answers a session; the refresh token goes into its cookie and the
 * shopper returns to the guard's remembered page, else to the page the sign-in started from, else
 * home, where the `login` notice shows. Any other failure (the shopper declined, a used state, a
 * return_url that is not ours) leads to the login page with its error notice. Every answer clears
 * the state cookie.
 */
export async function GET(request: NextRequest, context: Context) {
  const locale = requestLocale(request);
  const loginPath = getPathname({ locale, href: '/login' });
  const provider = await providerOf(context);
  const code = request.nextUrl.searchParams.get('code');
  const state = request.nextUrl.searchParams.get('state');
  // RFC 9207: the issuer the provider names in its answer, checked by the API against the provider's.
  const iss = request.nextUrl.searchParams.get('iss') ?? undefined;
  // An unknown provider has no state cookie: it is only ever set on a known provider's path.
  if (!provider) return new NextResponse('Unknown sign-in provider.', { status: 404, headers: noStore });
  if (!code || !state) return redirectWithNotice(request, provider, loginPath, 'login_failed');
  if (!stateMatchesCookie(state, request.cookies.get(thirdPartyStateCookie)?.value))
    return redirectWithNotice(request, provider, loginPath, 'sign_in_not_started_here');
  try {
    const tokens = await apiThirdPartyCallback(request, { provider, code, state, iss });
    const target = firstSafeReturnPath(
      [request.cookies.get(returnUrlCookie)?.value, request.cookies.get(signInFromCookie)?.value],
      `/${locale}`,
    );
    const response = redirectWithNotice(request, provider, target, 'login');
    setSessionCookies(response, request, tokens);
    clearReturnUrl(response);
    return response;
  } catch (error) {
    const invalid = error instanceof ApiClientError && error.type === 'invalid_return_url';
    return redirectWithNotice(request, provider, loginPath, invalid ? 'invalid_return_url' : 'login_failed');
  }
}
