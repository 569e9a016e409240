import { describe, expect, it } from 'vitest';
import {
  buildListingQuery,
  clearFilter,
  emptyListingState,
  fillUrlTemplate,
  listingUrlTemplates,
  pageUrl,
  parseListingParams,
  toggleFilterValue,
  type ListingState,
} from './listing-state';

const filterNames = new Set(['znacka', 'barva', 'velikost']);

function parsed(query: string, names = filterNames): ListingState {
  const result = parseListingParams(new URLSearchParams(query), 'cs', names);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.state;
}

describe('listing URL state', () => {
  it('reads filters, price, sort, page range and page size from Czech parameter names', () => {
    expect(parsed('znacka=nordvik&barva=modra,cervena&cena=100-500&razeni=price-asc&strana=2-4&na-strance=48')).toEqual(
      {
        filters: { znacka: ['nordvik'], barva: ['modra', 'cervena'] },
        price: { min: 100, max: 500 },
        sort: 'price-asc',
        startPage: 2,
        page: 4,
        perPage: 48,
        search: null,
      },
    );
  });

  it('writes one canonical spelling: filters by name, values sorted, defaults left out', () => {
    const state = parsed('barva=modra,cervena&znacka=nordvik&razeni=recommended&na-strance=24&strana=1');
    expect(buildListingQuery(state, 'cs')).toBe('?barva=cervena,modra&znacka=nordvik');
    expect(buildListingQuery(emptyListingState, 'cs')).toBe('');
  });

  it('round-trips every part through build and parse', () => {
    const query =
      '?dotaz=%C4%8Derven%C3%A1%20mikina&barva=cervena&velikost=m,xl&cena=99.5-1200&razeni=newest&na-strance=96&strana=3-5';
    expect(buildListingQuery(parsed(query.slice(1)), 'cs')).toBe(query);
  });

  it('uses the English names in English', () => {
    const result = parseListingParams(
      new URLSearchParams('brand=nordvik&price=10-20&sort=name&page=2&per-page=48'),
      'en',
      new Set(['brand']),
    );
    expect(result.ok && buildListingQuery(result.state, 'en')).toBe(
      '?brand=nordvik&price=10-20&sort=name&per-page=48&page=2',
    );
  });

  it('ignores parameters it does not know, such as tracking tags', () => {
    expect(parsed('utm_source=newsletter&barva=cervena')).toMatchObject({ filters: { barva: ['cervena'] } });
  });

  it.each([
    ['cena=500-100', 'cena'],
    ['cena=abc', 'cena'],
    ['cena=-5-10', 'cena'],
    ['strana=0', 'strana'],
    ['strana=4-2', 'strana'],
    ['strana=3-3', 'strana'],
    ['strana=99999', 'strana'],
    ['strana=1-21', 'strana'],
    ['na-strance=50', 'na-strance'],
    ['razeni=cheapest', 'razeni'],
    ['barva=', 'barva'],
    ['barva=cervena,,modra', 'barva'],
    ['barva=%3Cscript%3E', 'barva'],
    ['barva=cervena&barva=modra', 'barva'],
  ])('rejects %s with a field error on %s', (query, field) => {
    const result = parseListingParams(new URLSearchParams(query), 'cs', filterNames);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => e.field)).toEqual([field]);
  });

  it('accepts Next.js searchParams records', () => {
    const result = parseListingParams({ barva: 'cervena', cena: ['1-2', '3-4'] }, 'cs', filterNames);
    expect(!result.ok && result.errors).toEqual([{ field: 'cena', message: 'Give this parameter once.' }]);
  });

  it('toggles a filter value on and off and goes back to page 1', () => {
    const state = parsed('barva=cervena&strana=3');
    expect(buildListingQuery(toggleFilterValue(state, 'barva', 'modra'), 'cs')).toBe('?barva=cervena,modra');
    expect(buildListingQuery(toggleFilterValue(state, 'barva', 'cervena'), 'cs')).toBe('');
    expect(buildListingQuery(clearFilter(parsed('barva=cervena&znacka=nordvik'), 'barva'), 'cs')).toBe(
      '?znacka=nordvik',
    );
  });

  it('builds page links and templates that fill into the same URLs', () => {
    const state = parsed('barva=cervena&razeni=price-desc&strana=2');
    const templates = listingUrlTemplates(state, 'cs');
    expect(templates.price).toBe('?barva=cervena&cena={min}-{max}&razeni=price-desc');
    expect(fillUrlTemplate(templates.price, { min: 100, max: 500 })).toBe(
      '?barva=cervena&cena=100-500&razeni=price-desc',
    );
    expect(fillUrlTemplate(templates.page, { page: 3 })).toBe(pageUrl(state, 'cs', 3));
    expect(fillUrlTemplate(templates.pageRange, { start: 2, page: 3 })).toBe(
      '?barva=cervena&razeni=price-desc&strana=2-3',
    );
    expect(fillUrlTemplate(templates.perPage, { per_page: 48 })).toBe('?barva=cervena&razeni=price-desc&na-strance=48');
    expect(pageUrl(state, 'cs', 1)).toBe('?barva=cervena&razeni=price-desc');
  });
});
