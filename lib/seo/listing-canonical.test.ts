import { describe, expect, it } from 'vitest';
import { canonicalListingQuery, listingPosition } from './listing-canonical';

describe('listingPosition', () => {
  it('reads page and page size with the language’s parameter names', () => {
    expect(listingPosition('category', { strana: '2', 'na-strance': '12' }, 'cs')).toEqual({
      page: 2,
      perPage: 12,
      search: null,
      narrowed: false,
    });
    expect(listingPosition('blog-list', new URLSearchParams('page=3'), 'en')).toMatchObject({ page: 3 });
    // The English name means nothing in Czech: the first page.
    expect(listingPosition('blog-list', { page: '3' }, 'cs')).toMatchObject({ page: 1, narrowed: false });
  });

  it('counts filters, price, sort, a page range and an unreadable query as narrowed, campaign tags not', () => {
    for (const query of [
      { znacka: 'nordvik' },
      { barva: 'cervena' },
      { cena: '100-500' },
      { razeni: 'price-asc' },
      { strana: '1-3' },
      { strana: 'abc' },
      { strana: ['2', '3'] },
    ]) {
      expect(listingPosition('category', query, 'cs')?.narrowed, JSON.stringify(query)).toBe(true);
    }
    expect(listingPosition('brand', { utm_source: 'mail', strana: '2' }, 'cs')).toMatchObject({
      page: 2,
      narrowed: false,
    });
  });

  it('keeps the search words of search results only', () => {
    expect(listingPosition('search', { dotaz: 'triko', strana: '2' }, 'cs')).toMatchObject({
      search: 'triko',
      page: 2,
    });
    expect(listingPosition('category', { dotaz: 'triko' }, 'cs')).toMatchObject({ search: null });
  });

  it('is null for pages that are no listing', () => {
    expect(listingPosition('product', { strana: '2' }, 'cs')).toBeNull();
    expect(listingPosition('homepage', {}, 'en')).toBeNull();
  });
});

describe('canonicalListingQuery', () => {
  const position = { page: 2, perPage: 12, search: null, narrowed: false };
  it('writes the page and page size in each language', () => {
    expect(canonicalListingQuery(position, 'cs')).toBe('?na-strance=12&strana=2');
    expect(canonicalListingQuery(position, 'sk')).toBe('?na-stranu=12&strana=2');
    expect(canonicalListingQuery(position, 'en')).toBe('?per-page=12&page=2');
  });
  it('leaves the first page with the default size bare, and points a narrowed list there', () => {
    expect(canonicalListingQuery({ page: 1, perPage: null, search: null, narrowed: false }, 'cs')).toBe('');
    expect(canonicalListingQuery({ ...position, narrowed: true }, 'cs')).toBe('');
  });
  it('keeps search words, encoded, under the language’s name', () => {
    expect(canonicalListingQuery({ page: 1, perPage: null, search: 'bílé triko', narrowed: false }, 'cs')).toBe(
      '?dotaz=b%C3%ADl%C3%A9+triko',
    );
    expect(canonicalListingQuery({ page: 2, perPage: null, search: 'shirt', narrowed: false }, 'en')).toBe(
      '?query=shirt&page=2',
    );
  });
});
