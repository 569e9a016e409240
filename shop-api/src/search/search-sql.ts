import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SearchSpec } from '../list/definition';

/**
 * The search SQL over the `search_vector` columns of migration 0003_search (docs/search.md).
 * Each word is one bound parameter turned into a tsquery by `search_term_query`, which quotes it
 * as a literal: no text a shopper types can change the query's structure or make it fail.
 */

/** The `search_vector` of a translation table; the column is kept by the migration, not Drizzle. */
export function searchVector(table: PgTable): SQL {
  return sql`${table}.${sql.identifier('search_vector')}`;
}

/**
 * Every word must match (AND). The last word matches as a prefix, so results follow as-you-type
 * ("cerv" finds "červená"). `weights` limits where a word may match: A name, B codes,
 * C short description or perex, D description or content.
 */
function termsQuery(terms: readonly string[], weights: '' | 'A' | 'AB' | 'ABC'): SQL {
  const last = terms.length - 1;
  const parts = terms.map(
    (term, index) => sql`search_term_query(${term}::text, ${index === last}::boolean, ${weights}::text)`,
  );
  return sql`(${sql.join(parts, sql` && `)})`;
}

export function searchMatch(vector: SQL, terms: readonly string[]): SQL {
  if (terms.length === 0) return sql`false`;
  return sql`${vector} @@ ${termsQuery(terms, '')}`;
}

/** Weights of ts_rank for D, C, B, A: a name match counts ten times a description match. */
const rankWeights = '{0.1, 0.2, 0.4, 1.0}';

/**
 * Relevance in tiers, so the order follows the weights whatever the text lengths: every word in the
 * name (6+), else in name or codes (3+), else in name, codes or short text (1+), else anywhere;
 * ts_rank, normalized below 1 (flag 32), orders within a tier.
 */
export function searchRank(vector: SQL, terms: readonly string[]): SQL {
  // A cast, not a bare 0: ORDER BY 0 would name a column position.
  if (terms.length === 0) return sql`0::real`;
  const tier = (weights: 'A' | 'AB' | 'ABC') => sql`(${vector} @@ ${termsQuery(terms, weights)})::int`;
  return sql`(3 * ${tier('A')} + 2 * ${tier('AB')} + ${tier('ABC')} + ts_rank(${rankWeights}::float4[], ${vector}, ${termsQuery(terms, '')}, 32))`;
}

/** The search of a resource whose translation table carries a `search_vector`. */
export function searchSpec(translations: PgTable): SearchSpec {
  const vector = searchVector(translations);
  return {
    match: (terms) => searchMatch(vector, terms),
    rank: (terms) => searchRank(vector, terms),
  };
}
