import type { PageKind } from '@contract/page';
import type { Locale } from '@contract/locales';
import { defaultListingPerPage, defaultListingSort, listingParamNames } from '@contract/listing/listing-params';
import { parseListingParams, type RawListingParams } from '@contract/listing/listing-state';
import { isCampaignParameter } from '@/lib/cache/cached-route';

/** Page kinds whose page shows a list split into pages. */
const listingKinds: readonly PageKind[] = ['category', 'brand', 'search', 'blog-list', 'article-category'];
/** The listings with product filters: there any parameter but the fixed ones and campaign tags is a filter. */
const filteredKinds: readonly PageKind[] = ['category', 'brand'];

/**
 * Where a listing URL stands, as far as its own address is concerned: the page, a page size
 * other than the default, the search words (search results), and whether filters, a price range,
 * a sort or a "load more" range narrowed or reordered the list.
 */
export interface ListingPosition {
  page: number;
  perPage: number | null;
  search: string | null;
  narrowed: boolean;
}

const firstPage: ListingPosition = { page: 1, perPage: null, search: null, narrowed: false };

/**
 * The position of a listing page from its query, read with the language's parameter names. Not a
 * listing kind → null. A query the listing cannot read (a bad value, a repeated parameter) counts
 * as narrowed: that address is not one the shop links to.
 */
export function listingPosition(kind: PageKind, query: RawListingParams, locale: Locale): ListingPosition | null {
  if (!listingKinds.includes(kind)) return null;
  const names = listingParamNames[locale];
  const fixed = new Set([names.price, names.sort, names.page, names.perPage, names.search]);
  const params = query instanceof URLSearchParams ? [...query.keys()] : Object.keys(query);
  // Every other parameter but campaign tags is a filter (brand, availability, property slugs).
  const filterNames = new Set(
    filteredKinds.includes(kind) ? params.filter((name) => !fixed.has(name) && !isCampaignParameter(name)) : [],
  );
  const parsed = parseListingParams(query, locale, filterNames);
  if (!parsed.ok) return { ...firstPage, narrowed: true };
  const { state } = parsed;
  const narrowed =
    Object.keys(state.filters).length > 0 ||
    state.price !== null ||
    state.sort !== defaultListingSort ||
    state.startPage < state.page;
  return {
    page: state.page,
    perPage: state.perPage === defaultListingPerPage ? null : state.perPage,
    search: kind === 'search' ? state.search : null,
    narrowed,
  };
}

/**
 * The query of the address a listing page declares as its own (canonical), in a language's
 * parameter names: a paginated page is self-canonical with its page and page size (page 2 of 12
 * per page is not page 2 of 24), search results keep their words; a narrowed or reordered list
 * (filters, price, sort, a "load more" range) points at the plain first page.
 */
export function canonicalListingQuery(position: ListingPosition, locale: Locale): string {
  if (position.narrowed) return '';
  const names = listingParamNames[locale];
  const params = new URLSearchParams();
  if (position.search) params.set(names.search, position.search);
  if (position.perPage) params.set(names.perPage, String(position.perPage));
  if (position.page > 1) params.set(names.page, String(position.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
