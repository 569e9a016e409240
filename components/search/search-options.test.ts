import { describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '@contract/search/search-suggestions';
import { moveActive } from './active-option';
import { searchOptions } from './search-options';

const money = (value: number) => ({ value, formatted: `${value} Kč` });
const result = {
  query: 'tr',
  products: {
    total: 7,
    items: [
      {
        id: 1,
        name: 'Tričko',
        slug: 'tricko',
        price: money(100),
        taxed_price: money(121),
        _embedded: { urls: { cs: 'tricko' }, default_image_url: null },
      },
    ],
  },
  categories: {
    total: 1,
    items: [{ id: 6, name: 'Trička', slug: 'tricka', _embedded: { urls: { cs: 'obleceni/tricka' } } }],
  },
  brands: { total: 0, items: [] },
  articles: {
    total: 1,
    items: [
      { id: 3, name: 'Tipy', slug: 'tipy', _embedded: { urls: { cs: 'blog/tipy' }, image_url: '/images/3.webp' } },
    ],
  },
} as unknown as SearchSuggestions;

describe('searchOptions', () => {
  it('lists products, categories, brands and articles in order, then "show all"', () => {
    const rows = searchOptions(result, 'cs', 'with', { href: '/cs/vyhledavani?dotaz=tr', label: 'Vše' });
    expect(rows.map((r) => [r.section, r.href])).toEqual([
      ['products', '/cs/tricko'],
      ['categories', '/cs/obleceni/tricka'],
      ['articles', '/cs/blog/tipy'],
      ['all', '/cs/vyhledavani?dotaz=tr'],
    ]);
    expect(rows[0]).toMatchObject({ price: '121 Kč', image: null });
    expect(rows[2]).toMatchObject({ image: '/images/3.webp' });
  });

  it('shows the price without tax when the shopper chose so', () => {
    expect(searchOptions(result, 'cs', 'without', { href: '', label: '' })[0]?.price).toBe('100 Kč');
  });
});

describe('moveActive', () => {
  it('steps through the rows and wraps at both ends', () => {
    expect(moveActive(-1, 4, 1)).toBe(0);
    expect(moveActive(-1, 4, -1)).toBe(3);
    expect(moveActive(3, 4, 1)).toBe(0);
    expect(moveActive(0, 4, -1)).toBe(3);
    expect(moveActive(1, 4, 1)).toBe(2);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
