import { secondsUntil } from './route-guards';

/** Cookie names of the session and of the remembered target of a login. */
export const refreshTokenCookie = 'refresh_token';
export const returnUrlCookie = 'return_url';
/** Marks that the last redirect to login came from the route guard, so login keeps the return url. */
export const returnUrlMarkCookie = 'return_url_mark';
export const returnUrlMaxAge = 15 * 60;

/**
 * A readable twin of the httpOnly refresh cookie, with the same lifetime: page scripts cannot see
 * the refresh token, so this tells them a session may exist and is worth refreshing on page load
 * (a visitor without it is a guest at once, without a request). It holds no secret.
 */
export const sessionHintCookie = 'session_hint';

/** The anonymous cart id kept across a login (a third-party sign-in leaves the site), 15 minutes. */
export const sourceCartIdCookie = 'source_cart_id';
export const sourceCartIdMaxAge = 15 * 60;

/**
 * A notice key a route handler leaves for the next page (the third-party sign-in's redirect):
 * `login` on success, an error key otherwise. Read once by the browser, then deleted.
 */
export const authNoticeCookie = 'auth_notice';
export const authNoticeMaxAge = 60;

/** The page a third-party sign-in started from (written by the browser, checked like return_url). */
export const signInFromCookie = 'sign_in_from';

/**
 * The short-lived access token for the storefront's server (httpOnly, until the token expires):
 * the order detail page asks the shop API with it whether the order is the customer's, so someone
 * else's answers a real 404 (docs/customer-accounts-storefront.md). Page scripts still get the
 * token from the routes' JSON answer and keep it in memory.
 */
export const accessTokenCookie = 'access_token';

/**
 * The request header through which the request interceptor hands the page an access token it has
 * just obtained by refreshing the session. The interceptor removes it from every incoming request
 * first, so a client cannot send one of its own.
 */
export const refreshedAccessTokenHeader = 'x-refreshed-access-token';

/** One cookie to write on an answer. */
export interface CookieWrite {
  name: string;
  value: string;
  options: { path: '/'; sameSite: 'lax'; secure: boolean; httpOnly: boolean; maxAge: number };
}

/**
 * The session's cookies after a login or a refresh: the refresh token (httpOnly) and its readable
 * hint until the session expires, the access token (httpOnly) until it expires.
 */
export function sessionCookieWrites(
  tokens: { access_token: string; access_expiration_at: string; refresh_token: string; session_expiration_at: string },
  secure: boolean,
  now = Date.now(),
): CookieWrite[] {
  const base = { path: '/', sameSite: 'lax', secure } as const;
  const session = secondsUntil(tokens.session_expiration_at, now);
  return [
    { name: refreshTokenCookie, value: tokens.refresh_token, options: { ...base, httpOnly: true, maxAge: session } },
    { name: sessionHintCookie, value: '1', options: { ...base, httpOnly: false, maxAge: session } },
    {
      name: accessTokenCookie,
      value: tokens.access_token,
      options: { ...base, httpOnly: true, maxAge: secondsUntil(tokens.access_expiration_at, now) },
    },
  ];
}

/** The same cookies emptied and expired: the shopper is signed out. */
export function sessionCookieClears(secure: boolean): CookieWrite[] {
  const base = { path: '/', sameSite: 'lax', secure, maxAge: 0 } as const;
  return [
    { name: refreshTokenCookie, value: '', options: { ...base, httpOnly: true } },
    { name: sessionHintCookie, value: '', options: { ...base, httpOnly: false } },
    { name: accessTokenCookie, value: '', options: { ...base, httpOnly: true } },
  ];
}
