import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, type Locale } from '@contract';
import { emptyListingState, type ListingState } from '@contract/listing/listing-state';
import { ProductFiltersResponseSchema, type ProductFiltersResponse } from '@contract/listing/product-filters';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import type { FilterDefinition } from './filter-catalogue';
import { translateListingState } from './listing-translation';

const value = (id: number, slug: string) => ({ id, slug, label: slug, value: slug, imageUrl: null });
const czech: FilterDefinition[] = [
  {
    param: 'znacka',
    kind: 'brand',
    type: 'checkbox',
    label: 'Značka',
    description: null,
    values: [value(1, 'nordvik')],
  },
  {
    param: 'barva',
    kind: 'property',
    propertyId: 3,
    type: 'color',
    label: 'Barva',
    description: null,
    values: [value(10, 'cervena'), value(11, 'modra'), value(12, 'fialova')],
  },
  {
    param: 'dostupnost',
    kind: 'availability',
    type: 'checkbox',
    label: 'Dostupnost',
    description: null,
    values: [value(1, 'skladem')],
  },
];
const english: FilterDefinition[] = [
  { param: 'brand', kind: 'brand', type: 'checkbox', label: 'Brand', description: null, values: [value(1, 'nordvik')] },
  {
    param: 'availability',
    kind: 'availability',
    type: 'checkbox',
    label: 'Availability',
    description: null,
    values: [value(1, 'in-stock')],
  },
  {
    param: 'color',
    kind: 'property',
    propertyId: 3,
    type: 'color',
    label: 'Color',
    description: null,
    values: [value(11, 'blue'), value(10, 'red')],
  },
];
const state = (part: Partial<ListingState>): ListingState => ({ ...emptyListingState, ...part });

describe('translateListingState', () => {
  it('names each filter and value as the other language does, matched by id', () => {
    const translated = translateListingState(
      state({ filters: { barva: ['cervena', 'modra'], dostupnost: ['skladem'], znacka: ['nordvik'] } }),
      czech,
      english,
    );
    expect(translated.filters).toEqual({ color: ['red', 'blue'], availability: ['in-stock'], brand: ['nordvik'] });
  });

  it('keeps sort, page, page size, price and search text as they are', () => {
    const kept = {
      sort: 'price-asc' as const,
      page: 3,
      startPage: 2,
      perPage: 48,
      price: { min: 10, max: 90 },
      search: 'triko',
    };
    expect(translateListingState(state({ ...kept, filters: { barva: ['modra'] } }), czech, english)).toEqual(
      state({ ...kept, filters: { color: ['blue'] } }),
    );
  });

  it('leaves out a value or filter the other language does not have', () => {
    const translated = translateListingState(
      state({ filters: { barva: ['fialova', 'modra'], neznamy: ['x'] } }),
      czech,
      english,
    );
    expect(translated.filters).toEqual({ color: ['blue'] });
    expect(translateListingState(state({ filters: { barva: ['fialova'] } }), czech, english).filters).toEqual({});
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function listing(locale: Locale, query: string): Promise<ProductFiltersResponse> {
  const response = await t.app.inject({
    url: `/product-filters?category_id=1&state=${encodeURIComponent(query.replace(/^\?/, ''))}`,
    headers: { [apiHeaders.language]: locale },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductFiltersResponseSchema.parse(response.json());
}

describe('GET /product-filters: the same listing in every language', () => {
  /** The slugs the other language gives the chosen values of a Czech filter, and that filter's name there. */
  async function counterpart(answer: ProductFiltersResponse, param: string, locale: Locale) {
    const chosen = answer.filters.find((f) => f.id === param)?.items.filter((i) => i.is_selected) ?? [];
    const ids = chosen.map((i) => i.id);
    const filter = (await listing(locale, '')).filters.find(
      (f) => f.type !== 'price_slider' && f.items.some((i) => ids.includes(i.id)),
    );
    return { name: filter?.id, slugs: filter?.items.filter((i) => ids.includes(i.id)).map((i) => i.options.slug) };
  }

  it('translates filter names and value slugs: barva=cervena,cerna is color=black,red', async () => {
    const answer = await listing('cs', 'barva=cerna,cervena&razeni=price-asc');
    const { name, slugs } = await counterpart(answer, 'barva', 'en');
    expect(name).toBe('color');
    expect(slugs).toHaveLength(2);
    expect(answer.alternate_request_uris.en).toBe(`?color=${slugs?.sort().join(',')}&sort=price-asc`);
    expect(answer.alternate_request_uris.cs).toBe(answer.request_uri);
  });

  it('answers the query string of the state in each language, and each shows the same products', async () => {
    const answer = await listing('cs', 'dostupnost=predprodej,skladem&razeni=price-asc&na-strance=12&strana=2');
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.alternate_request_uris.sk).toMatch(/&zoradenie=price-asc&na-stranu=12&strana=2$/);
    expect(answer.alternate_request_uris.en).toMatch(
      /^\?availability=[a-z-]+,[a-z-]+&sort=price-asc&per-page=12&page=2$/,
    );
    for (const locale of ['sk', 'en'] as const) {
      const other = await listing(locale, answer.alternate_request_uris[locale]);
      expect(other.request_uri).toBe(answer.alternate_request_uris[locale]);
      expect(other.items.map((p) => p.id)).toEqual(answer.items.map((p) => p.id));
      expect(other.pagination_data).toMatchObject({ page: 2, per_page: 12 });
      expect(other.alternate_request_uris.cs).toBe(answer.request_uri);
    }
  });

  it('answers the plain listing in every language when nothing is chosen', async () => {
    expect((await listing('en', '')).alternate_request_uris).toEqual({ cs: '', sk: '', en: '' });
  });
});
