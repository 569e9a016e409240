import type { Locale } from '@contract';
import { stemEnglish } from './english-stemmer';
import { stemCzech, stemSlovak } from './slavic-stemmer';

const stemmers: Record<Locale, (word: string) => string> = { cs: stemCzech, sk: stemSlovak, en: stemEnglish };

/** The stem of one token of `searchTokens` in the language of its text. */
export function stemWord(token: string, locale: Locale): string {
  return stemmers[locale](token);
}
