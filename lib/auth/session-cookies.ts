/** Cookie names of the session and of the remembered target of a login. */
export const refreshTokenCookie = 'refresh_token';
export const returnUrlCookie = 'return_url';
/** Marks that the last redirect to login came from the route guard, so login keeps the return url. */
export const returnUrlMarkCookie = 'return_url_mark';
export const returnUrlMaxAge = 15 * 60;
