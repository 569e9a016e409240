/** Letters a variant may gain or change to: stems are lower case and without diacritics. */
const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Shorter stems have too many neighbours one letter away to guess which word was meant. */
const minTypoStemLength = 4;
const maxTypoStemLength = 24;

/**
 * Every string one edit away from `stem`: one letter left out, added, changed, or two neighbours
 * swapped (Damerau–Levenshtein distance 1). The search looks these up in the vocabulary of stems
 * the catalogue really has, so a word misspelt by one letter still finds (docs/search.md).
 */
export function typoVariants(stem: string): string[] {
  if (stem.length < minTypoStemLength || stem.length > maxTypoStemLength || !/^[a-z0-9]+$/.test(stem)) return [];
  const variants = new Set<string>();
  for (let i = 0; i <= stem.length; i++) {
    const head = stem.slice(0, i);
    const tail = stem.slice(i);
    for (const letter of alphabet) variants.add(head + letter + tail);
    if (tail === '') continue;
    variants.add(head + tail.slice(1));
    for (const letter of alphabet) variants.add(head + letter + tail.slice(1));
    if (tail.length > 1) variants.add(head + tail[1] + tail[0] + tail.slice(2));
  }
  variants.delete(stem);
  return [...variants];
}
