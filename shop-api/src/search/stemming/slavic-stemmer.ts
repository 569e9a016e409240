/**
 * A light stemmer for Czech and Slovak words without diacritics (docs/search.md). It strips one
 * case or number ending, then the "-ov" of adjectives such as "kotníkový", then evens out the
 * stem's last letters where the language inserts a vowel ("triček" / "tričko") or palatalizes a
 * consonant ("ruce" / "ruka"). It works on words without diacritics because shoppers often type
 * them so; the price is that "é" and "e" look alike, which case endings rarely need.
 *
 * Light on purpose: it does not try to find the dictionary form, only to give every form of a
 * word the same stem and different words different stems often enough for a shop search.
 */

/** The shortest stem an ending may be cut down to: shorter stems start to collide. */
const minStem = 3;

/** Endings, longest first within each language; the first that leaves a long enough stem is cut. */
const czechEndings = [
  'atech',
  'etem',
  'atum',
  'ech',
  'ich',
  'eho',
  'emi',
  'emu',
  'ete',
  'eti',
  'iho',
  'imi',
  'imu',
  'ach',
  'ata',
  'aty',
  'ych',
  'ama',
  'ami',
  'ove',
  'ovi',
  'ymi',
  'em',
  'es',
  'im',
  'um',
  'at',
  'am',
  'os',
  'us',
  'ym',
  'mi',
  'ou',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
] as const;

const slovakEndings = [
  'iach',
  'ovia',
  'ich',
  'ach',
  'och',
  'ych',
  'ami',
  'ymi',
  'imi',
  'eho',
  'emu',
  'iam',
  'ovi',
  'ove',
  'om',
  'ej',
  'ou',
  'ym',
  'im',
  'am',
  'ov',
  'ia',
  'ie',
  'iu',
  'mi',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
] as const;

const vowels = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

function cutEnding(word: string, endings: readonly string[]): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= minStem) return word.slice(0, -ending.length);
  }
  return word;
}

/** "kotnikov" (from "kotníkový") → "kotnik": the adjective suffix, when a noun-like stem remains. */
function cutAdjectiveSuffix(stem: string): string {
  return stem.length - 2 >= minStem + 1 && stem.endsWith('ov') ? stem.slice(0, -2) : stem;
}

/** "ruc" (ruce) and "ruk" (ruka) alike; "batoz" (batozích) and "batoh" alike. */
function evenConsonant(stem: string): string {
  if (stem.endsWith('c')) return `${stem.slice(0, -1)}k`;
  if (stem.endsWith('z')) return `${stem.slice(0, -1)}h`;
  return stem;
}

/**
 * Drops a vowel inserted before the last consonant: Czech "tricek" → "trick", Slovak "triciek" →
 * "trick", "topanok" → "topank". Applied to every stem, so a word whose "e" belongs to it ("cerven")
 * loses it in all its forms alike.
 */
function dropInsertedVowel(stem: string, inserted: readonly string[]): string {
  const last = stem.at(-1);
  if (last === undefined || vowels.has(last)) return stem;
  for (const vowel of inserted) {
    const body = stem.slice(0, -1);
    if (body.endsWith(vowel) && body.length - vowel.length >= minStem - 1) {
      return body.slice(0, -vowel.length) + last;
    }
  }
  return stem;
}

function stemWith(word: string, endings: readonly string[], inserted: readonly string[]): string {
  if (!/^\p{Ll}+$/u.test(word)) return word;
  const stem = cutAdjectiveSuffix(cutEnding(word, endings));
  return dropInsertedVowel(evenConsonant(stem), inserted);
}

/** The stem of a lower-case Czech word without diacritics. */
export function stemCzech(word: string): string {
  return stemWith(word, czechEndings, ['e']);
}

/** The stem of a lower-case Slovak word without diacritics. */
export function stemSlovak(word: string): string {
  return stemWith(word, slovakEndings, ['ie', 'e', 'o']);
}
