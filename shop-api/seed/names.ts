import type { Locale } from '@contract';
import type { Localized } from './localized';

/** Grammatical gender of a Czech or Slovak noun; `p` is a plural noun such as `tenisky`. */
export type Gender = 'm' | 'f' | 'n' | 'p';

/** A noun per language; Czech and Slovak carry the gender their adjectives agree with. */
export interface Noun {
  cs: [string, Gender];
  sk: [string, Gender];
  en: string;
}

/**
 * Puts an adjective given in its masculine form into the gender of its noun:
 * `červený` → `červené` (tričko), `čierny` → `čierna` (bunda), `jarní` stays `jarní`.
 * Only the last word changes, so `tmavě modrý` → `tmavě modrá`.
 */
export function inflect(adjective: string, gender: Gender): string {
  if (gender === 'm') return adjective;
  const stem = adjective.slice(0, -1);
  const ending = adjective.slice(-1);
  if (ending === 'ý') return stem + (gender === 'f' ? 'á' : 'é');
  if (ending === 'y') return stem + (gender === 'f' ? 'a' : 'e');
  return adjective;
}

/** An adjective (masculine form) in front of a noun, in one language. */
export function agree(adjective: Localized, noun: Noun, locale: Locale): string {
  if (locale === 'en') return adjective.en;
  return inflect(adjective[locale], noun[locale][1]);
}

export function nounText(noun: Noun, locale: Locale): string {
  return locale === 'en' ? noun.en : noun[locale][0];
}

export interface ColorDef {
  key: string;
  hex: string;
  /** Masculine adjective. */
  adjective: Localized;
}

export const colors: ColorDef[] = [
  { key: 'red', hex: '#C0392B', adjective: { cs: 'červený', sk: 'červený', en: 'red' } },
  { key: 'blue', hex: '#2E6DB4', adjective: { cs: 'modrý', sk: 'modrý', en: 'blue' } },
  { key: 'green', hex: '#2E8B57', adjective: { cs: 'zelený', sk: 'zelený', en: 'green' } },
  { key: 'black', hex: '#222222', adjective: { cs: 'černý', sk: 'čierny', en: 'black' } },
  { key: 'white', hex: '#F4F4F2', adjective: { cs: 'bílý', sk: 'biely', en: 'white' } },
  { key: 'gray', hex: '#8A8D91', adjective: { cs: 'šedý', sk: 'sivý', en: 'gray' } },
  { key: 'yellow', hex: '#E8B923', adjective: { cs: 'žlutý', sk: 'žltý', en: 'yellow' } },
  { key: 'brown', hex: '#8B5A2B', adjective: { cs: 'hnědý', sk: 'hnedý', en: 'brown' } },
  { key: 'pink', hex: '#E58FA6', adjective: { cs: 'růžový', sk: 'ružový', en: 'pink' } },
  { key: 'navy', hex: '#1F2A44', adjective: { cs: 'tmavě modrý', sk: 'tmavomodrý', en: 'navy' } },
];

export type MaterialKey = 'cotton' | 'linen' | 'merino' | 'polyester' | 'leather' | 'canvas' | 'cork' | 'rubber';

export const materials: { key: MaterialKey; name: Localized }[] = [
  { key: 'cotton', name: { cs: 'Bavlna', sk: 'Bavlna', en: 'Cotton' } },
  { key: 'linen', name: { cs: 'Len', sk: 'Ľan', en: 'Linen' } },
  { key: 'merino', name: { cs: 'Merino vlna', sk: 'Merino vlna', en: 'Merino wool' } },
  { key: 'polyester', name: { cs: 'Recyklovaný polyester', sk: 'Recyklovaný polyester', en: 'Recycled polyester' } },
  { key: 'leather', name: { cs: 'Kůže', sk: 'Koža', en: 'Leather' } },
  { key: 'canvas', name: { cs: 'Plátno', sk: 'Plátno', en: 'Canvas' } },
  { key: 'cork', name: { cs: 'Korek', sk: 'Korok', en: 'Cork' } },
  { key: 'rubber', name: { cs: 'Přírodní kaučuk', sk: 'Prírodný kaučuk', en: 'Natural rubber' } },
];

export const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const shoeSizes = ['38', '39', '40', '41', '42', '43', '44', '45'] as const;

/** Model names for products sold in several colours, where the colour cannot be in the name. */
export const modelNames = [
  'Aurora',
  'Nova',
  'Vento',
  'Alpa',
  'Luna',
  'Orbit',
  'Terra',
  'Kora',
  'Mira',
  'Sola',
  'Brisa',
  'Delta',
  'Fjord',
  'Iris',
  'Nimbus',
  'Pico',
] as const;
