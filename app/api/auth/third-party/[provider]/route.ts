import { NextResponse, type NextRequest } from 'next/server';
import { SocialiteProviderSchema } from '@contract/entities/customer';
import { ApiClientError } from '@/lib/api/api-client-error';
import {
  apiSocialiteCallback,
  clearReturnUrl,
  noStore,
  requestLocale,
  setSessionCookies,
} from '@/lib/auth/auth-server';
import { safeReturnPath } from '@/lib/auth/return-url';
import { authNoticeCookie, authNoticeMaxAge, returnUrlCookie, signInFromCookie } from '@/lib/auth/session-cookies';
import { getPathname } from '@/lib/i18n/navigation';

type Context = { params: Promise<{ provider: string }> };

/** A 303 to `path` that leaves a notice key for the next page (read once by `AuthHost`). */
function redirectWithNotice(request: NextRequest, path: string, notice: string): NextResponse {
  const response = NextResponse.redirect(new URL(path, request.url), { status: 303, headers: noStore });
  response.cookies.set(authNoticeCookie, notice, { path: '/', sameSite: 'lax', maxAge: authNoticeMaxAge });
  response.cookies.delete(signInFromCookie);
  return response;
}

/**
 * `GET /api/auth/third-party/{provider}?code&state`: the identity provider sends the shopper back
 * here. The shop API checks the state (and the PKCE verifier it kept) and answers a session; the
 * refresh token goes into its cookie and the shopper returns to the guard's remembered page, else
 * to the page the sign-in started from, else home, where the `login` notice shows. Any failure
 * (the shopper declined, a used or forged state, a return_url that is not ours) leads to the login
 * page with its error notice.
 */
export async function GET(request: NextRequest, context: Context) {
  const locale = requestLocale(request);
  const loginPath = getPathname({ locale, href: '/login' });
  const provider = SocialiteProviderSchema.safeParse((await context.params).provider);
  const code = request.nextUrl.searchParams.get('code');
  const state = request.nextUrl.searchParams.get('state');
  if (!provider.success) return new NextResponse('Unknown sign-in provider.', { status: 404, headers: noStore });
  if (!code || !state) return redirectWithNotice(request, loginPath, 'login_failed');
  try {
    const tokens = await apiSocialiteCallback(request, { provider: provider.data, code, state });
    const target =
      safeReturnPath(request.cookies.get(returnUrlCookie)?.value) ??
      safeReturnPath(request.cookies.get(signInFromCookie)?.value) ??
      `/${locale}`;
    const response = redirectWithNotice(request, target, 'login');
    setSessionCookies(response, request, tokens);
    clearReturnUrl(response);
    return response;
  } catch (error) {
    const invalid = error instanceof ApiClientError && error.type === 'invalid_return_url';
    return redirectWithNotice(request, loginPath, invalid ? 'invalid_return_url' : 'login_failed');
  }
}
