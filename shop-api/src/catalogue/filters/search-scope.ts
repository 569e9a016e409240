import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@contract';
import { searchTerms } from '@contract/search/search-terms';
import { searchMatch } from '../../search/search-sql';

/**
 * The `search` scope of a listing: the full-text search of GET /products?search= (docs/search.md),
 * diacritic- and case-insensitive, every word as typed, inflected or with one typo, the last also
 * as a prefix. `t` is the product translation of the request language in the facet query.
 */
export function searchScopeCondition(text: string, locale: Locale): SQL {
  return searchMatch({ words: sql`t.search_vector`, stems: sql`t.search_stems` }, searchTerms(text), locale);
}
