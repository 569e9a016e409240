import { sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '@contract/search/search-terms';
import { searchMatch } from '../../search/search-sql';

/**
 * The `search` scope of a listing: the full-text search of GET /products?search= (docs/search.md),
 * diacritic- and case-insensitive, every word, the last as a prefix. `t` is the product
 * translation of the request language in the facet query.
 */
export function searchScopeCondition(text: string): SQL {
  return searchMatch(sql`t.search_vector`, searchTerms(text));
}
