import { describe, expect, it } from 'vitest';
import { searchQueryAlternates, withQueries } from './query-alternates';

const searchNames = { cs: 'dotaz', sk: 'dopyt', en: 'query' };

describe('searchQueryAlternates', () => {
  it('keeps the search text under each language’s name for it', () => {
    expect(searchQueryAlternates({ dotaz: 'červené triko' }, 'cs', searchNames)).toEqual({
      cs: '?dotaz=%C4%8Derven%C3%A9+triko',
      sk: '?dopyt=%C4%8Derven%C3%A9+triko',
      en: '?query=%C4%8Derven%C3%A9+triko',
    });
  });

  it('renames sort, page and page size, and keeps parameters every language shares', () => {
    const alternates = searchQueryAlternates(
      { query: 'shirt', sort: 'price-asc', 'per-page': '12', page: '2', utm_source: 'mail' },
      'en',
      searchNames,
    );
    expect(alternates.cs).toBe('?dotaz=shirt&razeni=price-asc&na-strance=12&strana=2&utm_source=mail');
    expect(alternates.sk).toBe('?dopyt=shirt&zoradenie=price-asc&na-stranu=12&strana=2&utm_source=mail');
    expect(alternates.en).toBe('?query=shirt&sort=price-asc&per-page=12&page=2&utm_source=mail');
  });

  it('answers no query string for a search page without one', () => {
    expect(searchQueryAlternates({}, 'sk', searchNames)).toEqual({ cs: '', sk: '', en: '' });
  });
});

describe('withQueries', () => {
  it('appends each language’s query to its path', () => {
    expect(
      withQueries({ cs: '/cs/obleceni', en: '/en/clothing' }, { cs: '?barva=cervena', en: '?color=red', sk: '?x' }),
    ).toEqual({ cs: '/cs/obleceni?barva=cervena', en: '/en/clothing?color=red' });
  });
});
