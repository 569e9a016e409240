import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Locale } from '@contract';
import type { SearchSpec } from '../list/definition';
import { stemTerm } from './stemming/stem-document';
import { typoVariants } from './stemming/typo-variants';

/**
 * The search SQL over the `search_vector` (words as written, 0003_search) and `search_stems` (stems,
 * 0017_search_stems) columns of a translation table (docs/search.md). Every word of the query must
 * match, in any order, in one of three ways: as typed (the last word as a prefix, as-you-type), by
 * its stem ("svetru" finds "svetr"), or by a stem one letter away ("mkina" finds "mikina"). Each
 * word and stem is a bound parameter quoted as a tsquery literal: no text a shopper types can change
 * the query's structure or make it fail.
 */

/** The two document columns of a translation table; both are kept outside the Drizzle schema. */
interface SearchColumns {
  words: SQL;
  stems: SQL;
}

function searchColumns(table: PgTable): SearchColumns {
  return {
    words: sql`${table}.${sql.identifier('search_vector')}`,
    stems: sql`${table}.${sql.identifier('search_stems')}`,
  };
}

/** Where a word may match: A name, B codes, C short description or perex, D description or content. */
type Weights = '' | 'A' | 'AB' | 'ABC';
/** As typed only; or also by stem; or also by a stem one letter away when the word is unknown. */
type Level = 'typed' | 'stem' | 'typo';

interface QueryWord {
  term: string;
  prefix: boolean;
  stems: string[];
  /** Space-separated one-edit variants of the word's only stem; empty when it has several or is short. */
  variants: string;
}

function queryWords(terms: readonly string[], locale: Locale): QueryWord[] {
  return terms.map((term, index) => {
    const stems = stemTerm(term, locale);
    return {
      term,
      prefix: index === terms.length - 1,
      stems,
      variants: stems.length === 1 ? typoVariants(stems[0]!).join(' ') : '',
    };
  });
}

/** Stems carry no codes: B is left out of their weights. */
const stemWeights = (weights: Weights) => weights.replace('B', '');

function wordMatch(columns: SearchColumns, word: QueryWord, level: Level, weights: Weights): SQL {
  const typed = sql`${columns.words} @@ search_term_query(${word.term}::text, ${word.prefix}::boolean, ${weights}::text)`;
  if (level === 'typed' || word.stems.length === 0) return typed;
  const w = stemWeights(weights);
  const stems = sql`string_to_array(${word.stems.join(' ')}::text, ' ')`;
  const parts = [typed, sql`coalesce(${columns.stems} @@ search_lexeme_query(${stems}, ' & ', ${w}::text), false)`];
  if (level === 'typo' && word.variants !== '') {
    // Only a word the catalogue does not know is taken as misspelt: "cervene" must not find "cerne".
    // Uncorrelated subqueries: the vocabulary is read once per query, not once per row.
    const known = sql`(select array_agg(word) from search_vocabulary
      where word = any(string_to_array(${word.variants}::text, ' '))
        and not exists (select from search_vocabulary where word like ${word.stems[0]}::text || '%'))`;
    parts.push(sql`coalesce(${columns.stems} @@ search_lexeme_query(${known}, ' | ', ${w}::text), false)`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

function allWordsMatch(columns: SearchColumns, words: readonly QueryWord[], level: Level, weights: Weights): SQL {
  return sql`(${sql.join(
    words.map((word) => wordMatch(columns, word, level, weights)),
    sql` and `,
  )})`;
}

export function searchMatch(columns: SearchColumns, terms: readonly string[], locale: Locale): SQL {
  if (terms.length === 0) return sql`false`;
  return allWordsMatch(columns, queryWords(terms, locale), 'typo', '');
}

/** Weights of ts_rank for D, C, B, A: a name match counts ten times a description match. */
const rankWeights = '{0.1, 0.2, 0.4, 1.0}';

/**
 * Relevance in tiers, so the order follows what matched whatever the text lengths: every word in the
 * name as typed (5+), by stem (4+), with a typo (3+); else every word in name or codes (2+); else in
 * name, codes or short text (1+); else anywhere (0+). Within a tier, ts_rank of the typed words and
 * of the stems (each normalized below 1, flag 32, averaged) orders, then the id.
 */
export function searchRank(columns: SearchColumns, terms: readonly string[], locale: Locale): SQL {
  // A cast, not a bare 0: ORDER BY 0 would name a column position.
  if (terms.length === 0) return sql`0::real`;
  const words = queryWords(terms, locale);
  const tier = (score: number, level: Level, weights: Weights) =>
    sql`when ${allWordsMatch(columns, words, level, weights)} then ${sql.raw(String(score))}`;
  const typed = sql.join(
    words.map((word) => sql`search_term_query(${word.term}::text, ${word.prefix}::boolean, '')`),
    sql` && `,
  );
  const stems = sql`search_lexeme_query(string_to_array(${words.flatMap((word) => word.stems).join(' ')}::text, ' '), ' & ', '')`;
  return sql`(case ${tier(5, 'typed', 'A')} ${tier(4, 'stem', 'A')} ${tier(3, 'typo', 'A')} ${tier(2, 'stem', 'AB')} ${tier(1, 'stem', 'ABC')} else 0 end
    + (ts_rank(${rankWeights}::float4[], ${columns.words}, ${typed}, 32)
      + coalesce(ts_rank(${rankWeights}::float4[], ${columns.stems}, ${stems}, 32), 0)) / 2)`;
}

/** The search of a resource whose translation table carries `search_vector` and `search_stems`. */
export function searchSpec(translations: PgTable): SearchSpec {
  const columns = searchColumns(translations);
  return {
    match: (terms, locale) => searchMatch(columns, terms, locale),
    rank: (terms, locale) => searchRank(columns, terms, locale),
  };
}
