import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  encodeFilters,
  ErrorBodySchema,
  listEnvelopeSchema,
  MoneySchema,
  ProductSchema,
  type Filter,
  type Product,
} from '@contract';
import { products } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The list machinery over HTTP, on GET /products: envelope, filters, sort, pages, embeds, field selection, errors. */

let t: TestApp;
let all: Product[];

async function get(path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const response = await t.app.inject({ method: 'GET', url: search ? `${path}?${search}` : path });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function list(query: Record<string, string> = {}) {
  const { status, body } = await get('/products', query);
  expect(status, JSON.stringify(body)).toBe(200);
  return listEnvelopeSchema(ProductSchema).parse(body);
}

async function errorsOf(query: Record<string, string>) {
  const { status, body } = await get('/products', query);
  expect(status).toBe(422);
  return ErrorBodySchema.parse(body).errors;
}

const filtered = (...filters: unknown[]) => list({ paginate: '0', filters: encodeFilters(filters as Filter[]) });
const ids = (items: { id: number }[]) => items.map((p) => p.id);

beforeAll(async () => {
  t = await createTestApp();
  all = (await list({ paginate: '0', embed: 'discounted_taxed_price' })).items;
});
afterAll(async () => {
  await t.close();
});

describe('envelope and pages', () => {
  it('answers the list envelope with page metadata', async () => {
    const page = await list({ per_page: '7' });
    expect(all.length).toBeGreaterThan(20);
    expect(page.items).toHaveLength(7);
    expect(page._meta).toEqual({ page: 1, per_page: 7, total: all.length, total_pages: Math.ceil(all.length / 7) });
    expect(page._errors).toEqual({});
    expect(page.items[0]).not.toHaveProperty('_embedded');
  });

  it('uses per_page 24 by default and paginate=0 puts every item on one page', async () => {
    expect((await list())._meta.per_page).toBe(24);
    const whole = await list({ paginate: '0' });
    expect(whole._meta).toEqual({ page: 1, per_page: all.length, total: all.length, total_pages: 1 });
  });

  it('walks the pages in the default order (position, id) without gaps or overlaps', async () => {
    const perPage = 9;
    const pages = Math.ceil(all.length / perPage);
    const walked: Product[] = [];
    for (let page = 1; page <= pages; page++)
      walked.push(...(await list({ page: String(page), per_page: String(perPage) })).items);
    expect(ids(walked)).toEqual(ids(all));
    const sorted = [...all].sort((a, b) => a.position - b.position || a.id - b.id);
    expect(ids(all)).toEqual(ids(sorted));
    const last = await list({ page: String(pages), per_page: String(perPage) });
    expect(last.items).toHaveLength(all.length - (pages - 1) * perPage);
  });

  it('answers 422 on page for a page beyond the last, and on per_page out of 1..100', async () => {
    const pages = Math.ceil(all.length / 10);
    expect((await errorsOf({ page: String(pages + 1), per_page: '10' }))[0]?.field).toBe('page');
    expect((await errorsOf({ page: '2', paginate: '0' }))[0]?.field).toBe('page');
    expect((await errorsOf({ per_page: '0' }))[0]?.field).toBe('per_page');
    expect((await errorsOf({ per_page: '101' }))[0]?.field).toBe('per_page');
    expect((await list({ per_page: '100' }))._meta.per_page).toBe(100);
  });

  it('answers page 1 of an empty result rather than 422', async () => {
    const empty = await list({ filters: encodeFilters([['id', 'lt', 0]]) });
    expect(empty._meta).toEqual({ page: 1, per_page: 24, total: 0, total_pages: 0 });
  });
});

/** `price` filters and sorts on the selling price: the discounted taxed price while a discount runs. */
const price = (p: Product) =>
  MoneySchema.nullable().optional().parse(p._embedded?.discounted_taxed_price)?.value ?? p.taxed_price.value;

describe('filters', () => {
  const median = <T>(values: T[]) => [...values].sort()[Math.floor(values.length / 2)] as T;

  it('returns exactly the rows a check over the full list finds, for every operator', async () => {
    const sample = all[5] as Product;
    const midPrice = [...all.map(price)].sort((a, b) => a - b)[Math.floor(all.length / 2)] as number;
    const midSells = median(all.map((p) => p.sells_count));
    const cases: [Filter, (p: Product) => boolean][] = [
      [['id', 'eq', sample.id], (p) => p.id === sample.id],
      [['id', 'neq', sample.id], (p) => p.id !== sample.id],
      [['id', 'gt', 10], (p) => p.id > 10],
      [['id', 'gte', 10], (p) => p.id >= 10],
      [['id', 'lt', 10], (p) => p.id < 10],
      [['id', 'lte', 10], (p) => p.id <= 10],
      [['id', 'in', [1, 3, 5, 999]], (p) => [1, 3, 5].includes(p.id)],
      [['price', 'gt', midPrice], (p) => price(p) > midPrice],
      [['price', 'lte', midPrice], (p) => price(p) <= midPrice],
      [['price', 'eq', price(sample)], (p) => price(p) === price(sample)],
      [['sells_count', 'gte', midSells], (p) => p.sells_count >= midSells],
      [['stock_state', 'lt', 10], (p) => p.stock_state < 10],
      [['brand_id', 'in', [1, 2]], (p) => p.brand_id === 1 || p.brand_id === 2],
      [['brand_id', 'neq', 1], (p) => p.brand_id !== 1],
      [['default_category_id', 'eq', 6], (p) => p.default_category_id === 6],
      [['has_variations', 'eq', true], (p) => p.has_variations],
      [['has_variations', 'neq', true], (p) => !p.has_variations],
      [['update_stock', 'eq', false], (p) => !p.update_stock],
      [['name', 'eq', sample.name], (p) => p.name === sample.name],
      [['name', 'neq', sample.name], (p) => p.name !== sample.name],
      // Case-insensitive: upper case finds lower case.
      [['name', 'contains', 'SHIRT'], (p) => p.name.toLowerCase().includes('shirt')],
      [['name', 'starts_with', 'red'], (p) => p.name.toLowerCase().startsWith('red')],
      [['slug', 'ends_with', '-T-SHIRT'], (p) => p.slug.endsWith('-t-shirt')],
      [['code', 'in', [sample.code, 'nope']], (p) => p.code === sample.code],
      [['sku', 'starts_with', 'TSH'], (p) => (p.sku ?? '').startsWith('TSH')],
      [['code', 'eq', null], (p) => p.code === null],
      [['code', 'neq', null], (p) => p.code !== null],
      // % and _ are literal characters, not wildcards.
      [['name', 'contains', '%'], (p) => p.name.includes('%')],
      [['slug', 'contains', '_'], (p) => p.slug.includes('_')],
    ];
    let selective = 0;
    for (const [filter, matches] of cases) {
      const expected = ids(all.filter(matches));
      expect(ids((await filtered(filter)).items), JSON.stringify(filter)).toEqual(expected);
      if (expected.length > 0 && expected.length < all.length) selective++;
    }
    // Most cases must pick some rows but not all, or the check above proves little.
    expect(selective).toBeGreaterThanOrEqual(cases.length - 6);
  });

  it('combines filters with AND', async () => {
    const expected = ids(all.filter((p) => p.brand_id === 1 && p.sells_count > 50));
    expect(ids((await filtered(['brand_id', 'eq', 1], ['sells_count', 'gt', 50])).items)).toEqual(expected);
  });

  it('filters category_id through the product categories', async () => {
    const withLinks = await list({ paginate: '0', embed: 'category_ids' });
    const inCategory = (id: number) =>
      ids(withLinks.items.filter((p) => z.array(z.number()).parse(p._embedded?.category_ids).includes(id)));
    expect(ids((await filtered(['category_id', 'eq', 1])).items)).toEqual(inCategory(1));
    expect(ids((await filtered(['category_id', 'in', [6, 9]])).items)).toEqual(
      ids(all.filter((p) => inCategory(6).includes(p.id) || inCategory(9).includes(p.id))),
    );
    expect(ids((await filtered(['category_id', 'neq', 1])).items)).toEqual(
      ids(all.filter((p) => !inCategory(1).includes(p.id))),
    );
  });

  it('compares dates at the precision answers carry', async () => {
    const rows = await t.db.select({ id: products.id, createdAt: products.createdAt }).from(products);
    const created = new Map(rows.map((r) => [r.id, r.createdAt.getTime()]));
    const pivot = created.get(all[10]?.id ?? 0) ?? 0;
    const iso = new Date(pivot).toISOString();
    const check = async (operator: 'eq' | 'gt' | 'lte', matches: (time: number) => boolean) =>
      expect(ids((await filtered(['created_at', operator, iso])).items)).toEqual(
        ids(all.filter((p) => matches(created.get(p.id) ?? NaN))),
      );
    await check('eq', (time) => time === pivot);
    await check('gt', (time) => time > pivot);
    await check('lte', (time) => time <= pivot);
    expect((await filtered(['created_at', 'gt', '2000-01-01'])).items).toHaveLength(all.length);
  });
});

describe('sort', () => {
  const isOrdered = (values: number[], direction: 1 | -1) =>
    values.every((v, i) => i === 0 || (v - (values[i - 1] as number)) * direction >= 0);

  it('sorts ascending and descending by numbers', async () => {
    const byPrice = (await list({ paginate: '0', sort: 'price', embed: 'discounted_taxed_price' })).items.map(price);
    expect(isOrdered(byPrice, 1)).toBe(true);
    const bySellsDesc = (await list({ paginate: '0', sort: '-sells_count' })).items.map((p) => p.sells_count);
    expect(isOrdered(bySellsDesc, -1)).toBe(true);
    expect(bySellsDesc).toHaveLength(all.length);
  });

  it('sorts by name both ways and breaks ties by id', async () => {
    const ascending = (await list({ paginate: '0', sort: 'name' })).items;
    const descending = (await list({ paginate: '0', sort: '-name' })).items;
    expect(descending.map((p) => p.name)).toEqual([...ascending.map((p) => p.name)].reverse());
    const byStock = (await list({ paginate: '0', sort: '-stock_state' })).items;
    byStock.forEach((p, i) => {
      const prev = byStock[i - 1];
      if (prev && prev.stock_state === p.stock_state) expect(p.id).toBeGreaterThan(prev.id);
    });
  });

  it('sorts by several fields in order', async () => {
    const items = (await list({ paginate: '0', sort: '-stock_state,id' })).items;
    expect(
      isOrdered(
        items.map((p) => p.stock_state),
        -1,
      ),
    ).toBe(true);
    const ascendingIds = (await list({ paginate: '0', sort: '-id' })).items.map((p) => p.id);
    expect(ascendingIds).toEqual([...ids(all)].sort((a, b) => b - a));
  });
});

describe('embeds and field selection', () => {
  it('puts requested embeds under _embedded, only those asked for', async () => {
    const page = await list({ per_page: '3', embed: 'urls,category_ids' });
    for (const item of page.items) expect(Object.keys(item._embedded ?? {})).toEqual(['urls', 'category_ids']);
  });

  it('keeps only the sub-fields named in braces', async () => {
    const page = await list({ per_page: '3', embed: 'brand{id,name},prices{currency_code}' });
    for (const item of page.items) {
      expect(Object.keys(z.record(z.string(), z.unknown()).parse(item._embedded?.brand)).sort()).toEqual([
        'id',
        'name',
      ]);
      expect(item._embedded?.prices).toEqual([{ currency_code: 'CZK' }, { currency_code: 'EUR' }]);
    }
  });

  it('only keeps the named top-level fields and id; except drops them', async () => {
    const { body } = await get('/products', { per_page: '2', only: 'name,price', embed: 'urls' });
    const only = z.object({ items: z.array(z.record(z.string(), z.unknown())) }).parse(body);
    for (const item of only.items) expect(Object.keys(item).sort()).toEqual(['_embedded', 'id', 'name', 'price']);
    const { body: exceptBody } = await get('/products', { per_page: '2', except: 'description,short_description' });
    const except = listEnvelopeSchema(
      ProductSchema.omit({ description: true, short_description: true }).strict(),
    ).parse(exceptBody);
    expect(except.items).toHaveLength(2);
  });
});

describe('bad input answers 422 with the field and a message', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['unknown parameter', { color: 'red' }, 'color'],
    ['non-integer page', { page: '1.5' }, 'page'],
    ['page 0', { page: '0' }, 'page'],
    ['per_page text', { per_page: 'ten' }, 'per_page'],
    ['paginate not 0/1', { paginate: 'yes' }, 'paginate'],
    ['unknown sort field', { sort: 'weight' }, 'sort'],
    ['bad base64', { filters: '!!' }, 'filters'],
    ['bad JSON', { filters: btoa('[[') }, 'filters'],
    ['unknown filter field', { filters: encodeFilters([['weight', 'eq', 1]]) }, 'filters.0'],
    ['operator not allowed', { filters: encodeFilters([['name', 'gt', 'a']]) }, 'filters.0'],
    [
      'string for a number',
      {
        filters: encodeFilters([
          ['id', 'gt', 0],
          ['price', 'eq', 'cheap'],
        ]),
      },
      'filters.1',
    ],
    ['non-array for in', { filters: encodeFilters([['id', 'in', 1]]) }, 'filters.0'],
    ['array for eq', { filters: encodeFilters([['id', 'eq', [1]]]) }, 'filters.0'],
    ['empty in list', { filters: encodeFilters([['id', 'in', []]]) }, 'filters.0'],
    ['id beyond int4', { filters: encodeFilters([['id', 'eq', 2 ** 40]]) }, 'filters.0'],
    ['unknown embed', { embed: 'owner' }, 'embed'],
    ['unknown embed sub-field', { embed: 'brand{logo}' }, 'embed'],
    ['unknown only field', { only: 'colour' }, 'only'],
    ['unknown except field', { except: 'colour' }, 'except'],
    ['only with except', { only: 'name', except: 'price' }, 'only'],
  ];
  it.each(cases)('%s', async (_, query, field) => {
    const errors = await errorsOf(query);
    expect(errors.map((e) => e.field)).toContain(field);
    expect(errors.every((e) => e.message.length > 0)).toBe(true);
  });

  it('rejects a repeated parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/products?page=1&page=2' });
    expect(response.statusCode).toBe(422);
    expect(ErrorBodySchema.parse(response.json()).errors[0]?.field).toBe('page');
  });
});
