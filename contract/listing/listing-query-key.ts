import type { Locale } from '../locales';
import { listingParamNames } from './listing-params';
import { buildListingQuery, parseListingParams } from './listing-state';

/**
 * One spelling for every listing query that means the same listing: the canonical query string
 * (`buildListingQuery`, without the `?`) of the state the query parses to, or null when it does not
 * parse (a malformed value, a parameter given twice). Used as a cache key, where the listing's real
 * filter names are not known yet: every parameter that is not one of the fixed names (price, sort,
 * page, per page, search) is read as a filter. A parameter the listing ignores therefore stays in
 * the key (a finer key, never a wrong one), and two queries with the same key always describe the
 * same listing: values are trimmed, lower-cased, deduplicated and sorted exactly as the listing
 * reads them, and defaults (page 1, 24 per page, the recommended sort) drop out.
 */
export function listingQueryKey(query: URLSearchParams, locale: Locale): string | null {
  const names = listingParamNames[locale];
  const fixed = new Set([names.price, names.sort, names.page, names.perPage, names.search]);
  const filterNames = new Set([...query.keys()].filter((name) => !fixed.has(name)));
  const parsed = parseListingParams(query, locale, filterNames);
  return parsed.ok ? buildListingQuery(parsed.state, locale).replace(/^\?/, '') : null;
}
