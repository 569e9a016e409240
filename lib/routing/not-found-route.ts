import type { Locale } from '@contract/locales';

/**
 * The first path segment of the internal route that renders the 404 page on the server:
 * `app/[locale]/(default)/not-found-page/[[...path]]`. The request interceptor rewrites a missing
 * catalogue path there with status 404 (docs/seo-and-errors.md). Reserved, like `cached`: no
 * catalogue page may be called that.
 */
const notFoundRouteSegment = 'not-found-page';

/** Internal first segments no shopper's path may reach as such: the cached route's and this route's. */
const internalSegments = new Set(['cached', notFoundRouteSegment]);

/** Where a missing path is rendered: `/cs/neexistuje` → `/cs/not-found-page/neexistuje`. `rest` stays percent-encoded. */
export function notFoundRewrite(locale: Locale, rest: string): string {
  const path = rest.replace(/^\/+/, '');
  return `/${locale}/${notFoundRouteSegment}${path ? `/${path}` : ''}`;
}

/** Whether a catalogue path (after the locale prefix) starts with an internal route's segment: then it is no page. */
export function isInternalRoutePath(rest: string): boolean {
  return internalSegments.has(rest.replace(/^\/+/, '').split('/')[0] ?? '');
}
