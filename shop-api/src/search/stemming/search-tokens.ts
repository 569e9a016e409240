/**
 * The words of a text as the stem index sees them: letter and digit runs, without diacritics, in
 * lower case. Documents and queries go through this same function, so "ČERVENÉ", "červené" and
 * "cervene" are one word before any stemming.
 */
export function searchTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}
