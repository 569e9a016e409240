import { describe, expect, it } from 'vitest';
import { messagesByLocale } from '@/lib/i18n/messages';

/**
 * Grammar checks over every storefront message (a heuristic, kept so that the fixes stay fixed):
 * a count written straight before a noun needs an ICU plural, because Czech and Slovak change the
 * noun with the number ("1 kus", "2 kusy", "5 kusů") and English does too ("1 pc", "2 pcs").
 */

/** Placeholders that hold a count of things (`amount` is a count in some messages and money in others). */
const countPlaceholders = ['count', 'quantity', 'n', 'amount', 'total', 'shown', 'max', 'min', 'days', 'pieces'];

/**
 * Words that may follow a count without a plural: prepositions, conjunctions and verbs, not nouns
 * ("{shown} z {total}", "{amount} more", "{count} can be returned"), and units that never change
 * in Czech and Slovak ("ks", "min", "MB"). English "pcs" is not among them: "1 pcs" is wrong. A
 * count with a plus ("{amount}+ pcs": that many or more) is always plural and is not matched.
 */
const notNouns = new Set([
  ...['a', 'z', 'zo', 's', 'se', 'sa', 'je', 'na', 'do', 'ks', 'min', 'mb'],
  ...['of', 'and', 'more', 'with', 'is', 'are', 'can', 'to', 'out', 'per', 'from'],
]);

type Entry = [key: string, text: string];

function entries(messages: object, prefix = ''): Entry[] {
  return Object.entries(messages).flatMap(([key, value]): Entry[] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value as object, `${prefix}${key}.`),
  );
}

/** The plain text of a message: every `{x, plural, …}` block taken out (its forms are checked apart). */
function withoutPlurals(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const rest = text.slice(i);
    if (!/^\{\w+, (plural|select|selectordinal),/.test(rest)) {
      out += text[i];
      continue;
    }
    let depth = 0;
    for (; i < text.length; i++) {
      if (text[i] === '{') depth++;
      if (text[i] === '}' && --depth === 0) break;
    }
    out += '{…}';
  }
  return out;
}

/** Counts written before a noun: `{count} produktů`. */
export function bareCounts(text: string): string[] {
  const found: string[] = [];
  for (const match of withoutPlurals(text).matchAll(/\{(\w+)\}\s+([\p{L}]+)/gu)) {
    const [whole, name, word] = match;
    if (countPlaceholders.includes(name!) && !notNouns.has(word!.toLowerCase())) found.push(whole);
  }
  return found;
}

/** The categories of each `{x, plural, …}` block of a message. */
function pluralCategories(text: string): string[][] {
  const blocks: string[][] = [];
  for (const match of text.matchAll(/\{\w+, plural,/g)) {
    const categories: string[] = [];
    let depth = 1;
    let i = (match.index ?? 0) + match[0].length;
    let selector = '';
    for (; i < text.length && depth > 0; i++) {
      const char = text[i];
      if (char === '{') {
        if (depth === 1) categories.push(selector.trim());
        depth++;
        selector = '';
      } else if (char === '}') depth--;
      else if (depth === 1) selector += char;
    }
    blocks.push(categories);
  }
  return blocks;
}

const required = { cs: ['one', 'few', 'other'], sk: ['one', 'few', 'other'], en: ['one', 'other'] } as const;

describe('storefront message grammar', () => {
  it('flags a count before a noun and lets a plural, a preposition or an invariant unit pass', () => {
    expect(bareCounts('Zbývá jen {amount} kusy')).toEqual(['{amount} kusy']);
    expect(bareCounts('At most {count} pcs')).toEqual(['{count} pcs']);
    expect(bareCounts('{count, plural, one {# kus} few {# kusy} other {# kusů}}')).toEqual([]);
    expect(bareCounts('Zobrazeno {shown} z {total}')).toEqual([]);
    expect(bareCounts('{amount} ks')).toEqual([]);
    expect(bareCounts('{name} je v košíku')).toEqual([]);
  });

  for (const locale of ['cs', 'sk', 'en'] as const) {
    it(`${locale}: no count stands before a noun without a plural`, () => {
      const bare = entries(messagesByLocale[locale]).flatMap(([key, text]) =>
        bareCounts(text).map((found) => `${key}: ${found}`),
      );
      expect(bare).toEqual([]);
    });

    it(`${locale}: every plural has the language's forms (${required[locale].join(', ')})`, () => {
      const missing = entries(messagesByLocale[locale]).flatMap(([key, text]) =>
        pluralCategories(text).flatMap((categories) =>
          required[locale].filter((c) => !categories.includes(c)).map((c) => `${key}: no ${c}`),
        ),
      );
      expect(missing).toEqual([]);
    });
  }
});
