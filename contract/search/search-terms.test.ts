import { describe, expect, it } from 'vitest';
import { maxSearchLength, maxSearchTerms, searchTerms, searchTextProblem } from './search-terms';

describe('searchTerms', () => {
  it('splits on white space and trims punctuation from the ends of words', () => {
    expect(searchTerms('  červená,  (tričko)! ')).toEqual(['červená', 'tričko']);
  });

  it('keeps hyphens inside words, so codes and compounds stay whole', () => {
    expect(searchTerms('T-shirt ABC-123')).toEqual(['T-shirt', 'ABC-123']);
  });

  it('drops words without letters or digits and repeated words', () => {
    expect(searchTerms(`'&|!:*() -- zluty zluty`)).toEqual(['zluty']);
    expect(searchTerms(`'&|!:*()`)).toEqual([]);
  });

  it('treats control characters as spaces', () => {
    expect(searchTerms('a\u0000b\u200Bc')).toEqual(['a', 'b', 'c']);
  });

  it('caps the number of words', () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`);
    expect(searchTerms(words.join(' '))).toHaveLength(maxSearchTerms);
  });

  it('composes decomposed letters, as shoppers type them on some keyboards', () => {
    expect(searchTerms('c\u030Cervena\u0301')).toEqual(['červená']);
  });
});

describe('searchTextProblem', () => {
  it('rejects blank and overlong texts', () => {
    expect(searchTextProblem('   ')).toBe('empty');
    expect(searchTextProblem('a'.repeat(maxSearchLength + 1))).toBe('too_long');
    expect(searchTextProblem(` ${'a'.repeat(maxSearchLength)} `)).toBeNull();
  });
});
