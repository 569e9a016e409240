import type { Locale } from '@contract';
import { searchTokens } from './search-tokens';
import { stemWord } from './stem-word';

/** A part of a searchable text and its weight: A name, C short text, D body (as `search_vector`). */
export interface StemmedPart {
  text: string | null;
  weight: 'A' | 'C' | 'D';
}

/** PostgreSQL's limits: positions above 16383 are not kept, nor more than 256 positions of one lexeme. */
const maxPosition = 16_383;
const maxPositionsPerStem = 256;
/** Longer "words" are data, not language (a pasted hash, a URL): they are left out of the stems. */
const maxTokenLength = 60;

/** A lexeme as a quoted tsvector/tsquery literal. */
function quoted(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * The `search_stems` of a text as a tsvector literal: every word's stem with its positions and
 * the weight of its part, e.g. `'cervn':1A 'trick':3A,9D`. Built here rather than by
 * `to_tsvector`, so PostgreSQL's parser cannot split or change a stem. Null without words.
 */
export function stemDocument(parts: readonly StemmedPart[], locale: Locale): string | null {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const part of parts) {
    for (const token of searchTokens(part.text ?? '')) {
      position = Math.min(position + 1, maxPosition);
      if (token.length > maxTokenLength) continue;
      const stem = stemWord(token, locale);
      const list = positions.get(stem) ?? [];
      if (list.length < maxPositionsPerStem) list.push(`${position}${part.weight}`);
      positions.set(stem, list);
    }
  }
  if (positions.size === 0) return null;
  return [...positions].map(([stem, list]) => `${quoted(stem)}:${list.join(',')}`).join(' ');
}

/** The stems of a query word in the shopper's language, as `stemDocument` stems the texts. */
export function stemTerm(term: string, locale: Locale): string[] {
  return searchTokens(term)
    .filter((token) => token.length <= maxTokenLength)
    .map((token) => stemWord(token, locale));
}
