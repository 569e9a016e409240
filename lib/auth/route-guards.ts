/**
 * Pure checks of the storefront's auth routes (`app/api/auth/*`), apart from Next.js so they are
 * tested on their own.
 */

/**
 * Whether a POST comes from this site's own pages (CSRF defence of the session routes):
 * `Sec-Fetch-Site: same-origin` where the browser sends it, else an `Origin` equal to the request's
 * own origin or to one of the site's configured origins. A request with neither is refused.
 */
export function isSameOriginPost(headers: Headers, requestUrl: string, siteOrigins: readonly string[] = []): boolean {
  const site = headers.get('sec-fetch-site');
  const origin = headers.get('origin');
  if (site && site !== 'same-origin') return false;
  if (origin) {
    if (origin === 'null') return false;
    return origin === new URL(requestUrl).origin || siteOrigins.includes(origin);
  }
  return site === 'same-origin';
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The session cookies are `Secure` on HTTPS and always in production, except on a loopback host
 * (the browser tests run a production build over plain http://localhost).
 */
export function secureCookies(options: { https: boolean; production: boolean; hostname: string }): boolean {
  return options.https || (options.production && !loopbackHosts.has(options.hostname));
}

/** Cookie max-age (seconds) until the session expires; 0 when it already has. */
export function secondsUntil(expiresAt: string, now = Date.now()): number {
  const time = Date.parse(expiresAt);
  return Number.isFinite(time) ? Math.max(0, Math.floor((time - now) / 1000)) : 0;
}
