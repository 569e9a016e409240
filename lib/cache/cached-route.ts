import { isbot } from 'isbot';
import type { Locale } from '@contract/locales';
import { resolvePricePreferences } from '../prices/price-preferences';
import { encodeRenderVariant, type RenderVariant } from '../routing/render-variant';

/**
 * The internal path segment of the statically cached catalogue route:
 * `app/[locale]/(default)/cached/[variant]/[[...slug]]`. It is reserved: no catalogue page may
 * be called `cached` (catalogue paths are flat slugs the shop API hands out).
 */
const cachedRouteSegment = 'cached';

/**
 * Query parameters that do not change what a catalogue page shows (campaign and click ids), so a
 * link shared with them still gets the cached page. Any other parameter (a filter, `page`, the
 * search query) needs the dynamic route.
 */
const ignoredParameter = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/** A campaign or click id parameter (`utm_source`, `gclid`…): it never changes what a page shows. */
export function isCampaignParameter(name: string): boolean {
  return ignoredParameter.test(name);
}

export function isCacheableQuery(search: URLSearchParams): boolean {
  for (const name of search.keys()) if (!isCampaignParameter(name)) return false;
  return true;
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
 * static page…): without a query string, to the cached route of the shopper's render variant
 * (`/cs/cached/czk-with/cervene-tricko`); with one (filters, paging, search), nowhere: the dynamic
 * catch-all renders it from cookies (`null`). A direct request for the reserved internal segment
 * with a query string would reach the cached route's params unchecked, so it is sent to a variant
 * that does not exist: the not-found page.
 */
export function catalogueRewrite(request: CatalogueRequest): string | null {
  const path = request.rest.replace(/^\/+/, '');
  const internal = path === cachedRouteSegment || path.startsWith(`${cachedRouteSegment}/`);
  if (!isCacheableQuery(request.search)) {
    return internal ? `/${request.locale}/${cachedRouteSegment}/not-a-variant` : null;
  }
  const variant = encodeRenderVariant(renderVariantOf(request));
  return `/${request.locale}/${cachedRouteSegment}/${variant}${path ? `/${path}` : ''}`;
}
