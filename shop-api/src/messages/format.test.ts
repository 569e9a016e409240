import { describe, expect, it } from 'vitest';
import { msg, renderText } from './message';
import { formatMessage, placeholdersOf } from './format';

const noNested = () => '';

describe('formatMessage', () => {
  it('fills named placeholders', () => {
    expect(formatMessage('Only {available} available.', { available: 3 }, 'en', noNested)).toBe('Only 3 available.');
  });

  it('picks the plural form of the language (Intl.PluralRules)', () => {
    const cs = '{count, plural, one {# kredit} few {# kredity} other {# kreditů}}';
    expect(formatMessage(cs, { count: 1 }, 'cs', noNested)).toBe('1 kredit');
    expect(formatMessage(cs, { count: 3 }, 'cs', noNested)).toBe('3 kredity');
    expect(formatMessage(cs, { count: 120 }, 'cs', noNested)).toBe('120 kreditů');
    const en = '{count, plural, one {# credit} other {# credits}}';
    expect(formatMessage(en, { count: 1 }, 'en', noNested)).toBe('1 credit');
    expect(formatMessage(en, { count: 2 }, 'en', noNested)).toBe('2 credits');
  });

  it('prefers an exact =n form and fills placeholders inside a form', () => {
    const text = '{count, plural, =0 {none of {name}} other {# of {name}}}';
    expect(formatMessage(text, { count: 0, name: 'X' }, 'en', noNested)).toBe('none of X');
    expect(formatMessage(text, { count: 5, name: 'X' }, 'en', noNested)).toBe('5 of X');
  });

  it('writes `{name, date}` as a date of the language in the shop’s time zone', () => {
    expect(formatMessage('ended on {date, date}.', { date: '2026-09-16' }, 'cs', noNested)).toBe(
      'ended on 16. září 2026.',
    );
    expect(formatMessage('ended on {date, date}.', { date: '2026-09-16' }, 'sk', noNested)).toBe(
      'ended on 16. septembra 2026.',
    );
    expect(formatMessage('ended on {date, date}.', { date: '2026-09-16' }, 'en', noNested)).toBe(
      'ended on September 16, 2026.',
    );
    expect(placeholdersOf('ended on {date, date}.')).toEqual(new Set(['date']));
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(formatMessage('Hello {name}.', {}, 'en', noNested)).toBe('Hello {name}.');
  });

  it('names the placeholders a text uses, plural ones too', () => {
    expect([...placeholdersOf('{a} and {count, plural, one {# {b}} other {# {b}}}')].sort()).toEqual([
      'a',
      'b',
      'count',
    ]);
  });
});

describe('renderText', () => {
  it('renders a key in each language, with a nested message as a value', () => {
    const reason = msg('voucher.expired');
    expect(renderText('cs', msg('voucher.named', { code: 'LUMEN10', reason }))).toBe(
      'LUMEN10: Platnost tohoto slevového kódu vypršela.',
    );
    expect(renderText('en', 'voucher.unknown')).toBe('We do not know this voucher code.');
    expect(renderText('sk', msg('credits.atMost', { count: 120 }))).toBe('Môžete použiť najviac 120 kreditov.');
  });
});
