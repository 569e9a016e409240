/** Longest search text the shop accepts, in characters (after trimming). */
export const maxSearchLength = 200;
/** Words beyond this many are ignored: more rarely narrow a shop search and each one costs a match. */
export const maxSearchTerms = 10;
const maxTermLength = 64;

const edgePunctuation = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The words of a search text, as the shop API matches them: split on white space, punctuation
 * trimmed from each end (inner hyphens stay, so "T-shirt" and "ABC-123" stay whole), words without
 * a letter or digit dropped, duplicates removed. The API quotes each word as a tsquery literal, so
 * operators typed by a shopper (`&`, `|`, `!`, `:*`, parentheses) are never read as syntax.
 */
export function searchTerms(text: string): string[] {
  const terms = text
    .normalize('NFC')
    // Control and format characters (a NUL byte above all) are no part of a word and PostgreSQL refuses some.
    .replace(/\p{C}/gu, ' ')
    .split(/\s+/u)
    .map((word) => Array.from(word.replace(edgePunctuation, '')).slice(0, maxTermLength).join(''))
    .filter((word) => word !== '');
  return [...new Set(terms)].slice(0, maxSearchTerms);
}

export type SearchTextProblem = 'empty' | 'too_long';

/** Why a search text cannot be searched for, or null when it can. */
export function searchTextProblem(text: string): SearchTextProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (Array.from(trimmed).length > maxSearchLength) return 'too_long';
  return null;
}
