import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('picks the form of the count’s plural category', () => {
    const days = { one: '# den', few: '# dny', many: '# dne', other: '# dní' };
    expect([1, 2, 4, 5, 7, 21].map((n) => countOf('cs', n, days))).toEqual([
      '1 den',
      '2 dny',
      '4 dny',
      '5 dní',
      '7 dní',
      '21 dní',
    ]);
    expect(countOf('cs', 1.5, days)).toBe('1,5 dne');
    expect([1, 2, 5].map((n) => countOf('en', n, { one: '# pc', other: '# pcs' }))).toEqual(['1 pc', '2 pcs', '5 pcs']);
  });

  it('falls back to `other` when a language’s category has no form of its own', () => {
    expect(countOf('sk', 3, { one: '# kus', other: '# kusov' })).toBe('3 kusov');
  });
});
