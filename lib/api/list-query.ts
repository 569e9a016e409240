import { encodeEmbed, encodeFilters, encodeSort } from '@contract/query-codec';
import type { ListQuery } from '@contract/query';

/**
 * Turns a list query into URL parameters. Parameters always come in the order of
 * `listQueryParamNames`, so the same query gives the same URL (and the same cache key).
 */
export function encodeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.per_page !== undefined) params.set('per_page', String(query.per_page));
  if (query.paginate !== undefined) params.set('paginate', query.paginate ? '1' : '0');
  if (query.sort?.length) params.set('sort', encodeSort(query.sort));
  if (query.filters?.length) params.set('filters', encodeFilters(query.filters));
  if (query.embed?.length) params.set('embed', encodeEmbed(query.embed));
  if (query.only?.length) params.set('only', query.only.join(','));
  if (query.except?.length) params.set('except', query.except.join(','));
  if (query.search !== undefined) params.set('search', query.search);
  return params;
}
