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
