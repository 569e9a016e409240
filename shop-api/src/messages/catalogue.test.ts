import { describe, expect, it } from 'vitest';
import { locales } from '@contract';
import { catalogue } from './catalogue';
import { placeholdersOf } from './format';

/** Keys whose text is only values and punctuation, the same in every language. */
const sameEverywhere = new Set(['voucher.named', 'order.namedItem']);

/** Letters left once the placeholders are taken out: a text made only of values has none. */
const words = (text: string) => text.replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '').replace(/[^\p{L}]/gu, '');

describe('the message catalogue', () => {
  const entries = Object.entries(catalogue);

  it('has keys of the form area.name', () => {
    for (const [key] of entries) expect(key).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/);
  });

  it.each(entries)('%s is written in cs, sk and en, none empty', (_key, texts) => {
    for (const locale of locales) expect(texts[locale].trim(), locale).not.toBe('');
    expect(Object.keys(texts).sort()).toEqual([...locales].sort());
  });

  it.each(entries)('%s is translated: the Czech and Slovak texts are not the English one', (key, texts) => {
    if (sameEverywhere.has(key)) {
      expect(words(texts.en)).toBe('');
      return;
    }
    expect(texts.cs).not.toBe(texts.en);
    expect(texts.sk).not.toBe(texts.en);
  });

  it.each(entries)('%s uses the same placeholders in every language', (_key, texts) => {
    const english = [...placeholdersOf(texts.en)].sort();
    expect([...placeholdersOf(texts.cs)].sort()).toEqual(english);
    expect([...placeholdersOf(texts.sk)].sort()).toEqual(english);
  });
});
