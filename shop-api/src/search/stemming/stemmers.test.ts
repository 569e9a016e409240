import { describe, expect, it } from 'vitest';
import type { Locale } from '@contract';
import { searchTokens } from './search-tokens';
import { stemWord } from './stem-word';

/** Every form in a group must share one stem, and the groups must have different stems. */
function expectGroups(locale: Locale, groups: string[][]) {
  const stems = groups.map((forms) => {
    const own = new Set(forms.flatMap((form) => searchTokens(form)).map((token) => stemWord(token, locale)));
    expect([...own], forms.join(', ')).toHaveLength(1);
    return [...own][0];
  });
  expect(new Set(stems).size, stems.join(', ')).toBe(groups.length);
}

describe('Czech stems', () => {
  it('give every case and number of a noun one stem', () => {
    expectGroups('cs', [
      ['tričko', 'trička', 'tričku', 'tričkem', 'triček', 'tričkům', 'tričkách', 'tričky'],
      ['svetr', 'svetru', 'svetrem', 'svetry', 'svetrů', 'svetrech', 'svetrům'],
      ['bunda', 'bundy', 'bundě', 'bundu', 'bundou', 'bund', 'bundám', 'bundách', 'bundami'],
      ['mikina', 'mikiny', 'mikině', 'mikinu', 'mikinou', 'mikin', 'mikinám', 'mikinách', 'mikinami'],
      ['boty', 'bot', 'botám', 'botách', 'botami'],
      ['rukavice', 'rukavic', 'rukavicím', 'rukavicích', 'rukavicemi'],
      ['čepice', 'čepici', 'čepicí', 'čepic'],
      ['batoh', 'batohu', 'batohem', 'batohy', 'batozích'],
      ['dres', 'dresy', 'dresu', 'dresem'],
    ]);
  });

  it('give every form of an adjective one stem, with or without diacritics', () => {
    expectGroups('cs', [
      [
        'červený',
        'červená',
        'červené',
        'červeného',
        'červenému',
        'červeném',
        'červeným',
        'červených',
        'červenými',
        'cervena',
        'CERVENE',
      ],
      ['zimní', 'zimního', 'zimnímu', 'zimním', 'zimních', 'zimni'],
      ['kotníkové', 'kotníkových', 'kotníková', 'kotníkový', 'kotník', 'kotníku'],
      ['hřejivý', 'hřejivého', 'hrejive'],
    ]);
  });

  it('leaves short words, numbers and codes alone', () => {
    for (const word of ['a', 'na', 'pro', '42', 'xl', 'abc123']) expect(stemWord(word, 'cs')).toBe(word);
  });
});

describe('Slovak stems', () => {
  it('give every form of nouns and adjectives one stem', () => {
    expectGroups('sk', [
      ['tričko', 'tričká', 'tričiek', 'tričku', 'tričkom', 'tričkách', 'tričkami'],
      ['sveter', 'svetra', 'svetri', 'svetrom', 'svetre', 'svetrov', 'svetroch', 'svetrami'],
      ['topánky', 'topánok', 'topánkach', 'topánkami'],
      ['červený', 'červená', 'červené', 'červeného', 'červenej', 'červenou', 'červenom', 'červených', 'cervenymi'],
      ['zimná', 'zimnej', 'zimnú', 'zimnou', 'zimných'],
      ['bunda', 'bundy', 'bunde', 'bundu', 'bundou', 'búnd', 'bundách'],
    ]);
  });
});

describe('English stems', () => {
  it('meet singular and plural', () => {
    expectGroups('en', [
      ['jacket', 'jackets'],
      ['hoodie', 'hoodies', 'hoody'],
      ['glove', 'gloves'],
      ['box', 'boxes'],
      ['glass', 'glasses'],
      ['running'],
      ['run', 'runs'],
    ]);
  });

  it('keeps words that only look plural', () => {
    for (const word of ['dress', 'bus', 'this', 'gas']) expect(stemWord(word, 'en')).toBe(word);
  });
});
