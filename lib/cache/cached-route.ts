import { isbot } from 'isbot';
import { listingParamNames } from '@contract/listing/listing-params';
import { listingQueryKey } from '@contract/listing/listing-query-key';
import type { Locale } from '@contract/locales';
import { resolvePricePreferences } from '../prices/price-preferences';
import type { RenderVariant } from '../routing/render-variant';
import { encodeCachedSegment } from './cached-segment';

/**
 * The internal path segment of the statically cached catalogue route:
 * `app/[locale]/(default)/cached/[variant]/[[...slug]]`. It is reserved: no catalogue page may
 * be called `cached` (catalogue paths are flat slugs the shop API hands out).
 */
const cachedRouteSegment = 'cached';

/** Campaign and click ids: they never change what a catalogue page shows. */
const campaignParameter = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * Query parameters that do not change what a catalogue page shows (campaign and click ids, and
 * `_rsc`, the router's cache-busting parameter should an RSC request still carry it): they are
 * dropped, so a link shared with them gets the same cached page as without.
 */
export function isCampaignParameter(name: string): boolean {
  return name === '_rsc' || campaignParameter.test(name);
}

/**
 * A canonical listing query longer than this stays on the dynamic route: its base64url form must
 * fit, with the variant, in one file name of the route cache (255 bytes).
 */
export const maxCachedQueryLength = 150;

/**
 * The query a cached page is rendered with: `''` when only campaign parameters are there, the
 * canonical spelling of a listing query (filters, sort, page; `listingQueryKey`), or null when the
 * query does not read as a listing query (malformed, a parameter twice, too long): that one is left
 * to the dynamic route, which answers it as it always has.
 *
 * Also null for search text (the search page's, or a listing searched): the text is whatever anyone
 * types, and each new one would write a new entry (about 160 kB of HTML and RSC) to the shared
 * route cache on disk, without bound. Searches render per request instead (docs/caching.md).
 *
 * Also null for a page number with campaign parameters: a page number can be stale (past the last
 * page), and the page then redirects to the first one. A cached answer is shared, so its redirect
 * cannot carry this request's campaign parameters; the dynamic route's keeps them
 * (`/cs/blog?strana=99&utm_source=x` → `/cs/blog?utm_source=x`). Campaign links rarely name a page,
 * so the cache loses next to nothing by it.
 */
export function cachedQueryOf(search: URLSearchParams, locale: Locale): string | null {
  const kept = new URLSearchParams([...search].filter(([name]) => !isCampaignParameter(name)));
  if (kept.size === 0) return '';
  const query = listingQueryKey(kept, locale);
  if (query === null || query.length > maxCachedQueryLength) return null;
  const canonical = new URLSearchParams(query);
  if (canonical.has(listingParamNames[locale].search)) return null;
  const campaign = [...search.keys()].some((name) => campaignParameter.test(name));
  return campaign && canonical.has(listingParamNames[locale].page) ? null : query;
}

export interface CatalogueRequest {
  locale: Locale;
  /** The path after the locale prefix, still percent-encoded, without leading slash (`''` for the home page). */
  rest: string;
  search: URLSearchParams;
  cookies: { currency?: string | null; tax?: string | null };
  userAgent: string | null;
}

function renderVariantOf(request: Pick<CatalogueRequest, 'locale' | 'cookies' | 'userAgent'>): RenderVariant {
  return {
    ...resolvePricePreferences(request.locale, request.cookies),
    bot: Boolean(request.userAgent && isbot(request.userAgent)),
  };
}

/**
 * Where the request interceptor sends a catalogue path (home, product, category, brand, article,
 * static page…): to the cached route of the shopper's render variant
 * (`/cs/cached/czk-with/cervene-tricko`), with a filtered, sorted or paged listing's
 * query in its canonical spelling in the same segment (`/en/cached/eur-with~YnJhbmQ9bHVtZXJh/clothing`
 * for `?brand=lumera`, lib/cache/cached-segment.ts). A query that is not a well-formed listing
 * query goes nowhere (`null`): the dynamic catch-all renders it from cookies. A direct request
 * for the reserved internal segment with such a query would reach the cached route's params
 * unchecked, so it is sent to a variant that does not exist: the not-found page.
 */
export function catalogueRewrite(request: CatalogueRequest): string | null {
  const path = request.rest.replace(/^\/+/, '');
  const internal = path === cachedRouteSegment || path.startsWith(`${cachedRouteSegment}/`);
  const query = cachedQueryOf(request.search, request.locale);
  if (query === null) {
    return internal ? `/${request.locale}/${cachedRouteSegment}/not-a-variant` : null;
  }
  const segment = encodeCachedSegment({ variant: renderVariantOf(request), query });
  return `/${request.locale}/${cachedRouteSegment}/${segment}${path ? `/${path}` : ''}`;
}

/**
 * What a rewrite target's cache entries share besides the catalogue path: its language and
 * segment (render variant and canonical listing query), `en/eur-with~YnJhbmQ9bHVtZXJh` for
 * `/en/cached/eur-with~YnJhbmQ9bHVtZXJh/clothing`. Both parts are written by `catalogueRewrite`
 * in one spelling, unlike the path, which keeps the request's own percent-encoding. The request
 * interceptor derives the nonce of a cached page from it (lib/security/csp-nonce.ts).
 */
export function cachedEntryScope(target: string): string {
  const [, locale = '', , segment = ''] = target.split('/');
  return `${locale}/${segment}`;
}
