import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, ErrorBodySchema, type Locale } from '@contract';
import { ProductFiltersResponseSchema, type ProductFiltersResponse } from '@contract/listing/product-filters';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { invalidateListingIndex } from './listing-index';
import { defaultCurrencyByLocale } from '@contract/locale-codes';
import { sellingAmounts } from '../products/product-extras.serializer';
import {
  categories,
  currencies,
  productDiscounts,
  productCategories,
  productPrices,
  products,
  productTranslations,
  productVariationAttributes,
  productVariations,
} from '../../db/schema';

let t: TestApp;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function filters(
  scope: string,
  state: string,
  headers: Record<string, string> = {},
): Promise<ProductFiltersResponse> {
  const { status, body } = await get(`/product-filters?${scope}&state=${encodeURIComponent(state)}&embed=urls`, {
    [apiHeaders.language]: 'cs',
    ...headers,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return ProductFiltersResponseSchema.parse(body);
}

/** Every fact the brute force needs, read straight from the tables. */
interface Fact {
  id: number;
  brandId: number | null;
  availabilityId: number | null;
  /** The selling price (after the product's running discount) in the request currency and tax mode: what sorts. */
  price: number;
  /** The taxed selling price in the language's default currency: what the price filter compares. */
  filterPrice: number;
  position: number;
  categories: Set<number>;
  attributes: Set<number>;
}

/** The running product-level discount of each product, the highest when several overlap. */
async function runningDiscounts(): Promise<Map<number, number>> {
  const now = Date.now();
  const rows = await t.db.select().from(productDiscounts);
  const percents = new Map<number, number>();
  for (const d of rows) {
    const running = (!d.validFrom || d.validFrom.getTime() <= now) && (!d.validTo || d.validTo.getTime() > now);
    if (d.productVariationId === null && running && d.percents > (percents.get(d.productId) ?? 0))
      percents.set(d.productId, d.percents);
  }
  return percents;
}

async function loadFacts(locale: Locale, currencyId: number, tax: 'with' | 'without'): Promise<Fact[]> {
  const [basisCurrency] = await t.db
    .select()
    .from(currencies)
    .where(eq(currencies.code, defaultCurrencyByLocale[locale]));
  const [currency] = await t.db.select().from(currencies).where(eq(currencies.id, currencyId));
  const discounts = await runningDiscounts();
  const basisPrices = new Map(
    (
      await t.db
        .select()
        .from(productPrices)
        .where(eq(productPrices.currencyId, basisCurrency?.id ?? 0))
    ).map((p) => [
      p.productId,
      sellingAmounts(discounts.get(p.productId), p.price, p.taxedPrice, basisCurrency?.decimalPlaces ?? 2).taxedPrice,
    ]),
  );
  const [rows, translated, prices, links, variations, attributes] = await Promise.all([
    t.db.select().from(products),
    t.db
      .select({ id: productTranslations.productId })
      .from(productTranslations)
      .where(eq(productTranslations.locale, locale)),
    t.db.select().from(productPrices).where(eq(productPrices.currencyId, currencyId)),
    t.db.select().from(productCategories),
    t.db.select().from(productVariations),
    t.db.select().from(productVariationAttributes),
  ]);
  const isTranslated = new Set(translated.map((r) => r.id));
  const priceOf = new Map(
    prices.map((p) => {
      const selling = sellingAmounts(discounts.get(p.productId), p.price, p.taxedPrice, currency?.decimalPlaces ?? 2);
      return [p.productId, tax === 'with' ? selling.taxedPrice : selling.price];
    }),
  );
  const visibleVariations = new Map(
    variations.filter((v) => v.isActive && !v.isHidden).map((v) => [v.id, v.productId]),
  );
  return rows
    .filter((p) => p.isActive && !p.isHidden && isTranslated.has(p.id) && priceOf.has(p.id))
    .map((p) => ({
      id: p.id,
      brandId: p.brandId,
      availabilityId: p.productAvailabilityId,
      price: priceOf.get(p.id) ?? 0,
      filterPrice: basisPrices.get(p.id) ?? Number.NaN,
      position: p.position,
      categories: new Set(links.filter((l) => l.productId === p.id).map((l) => l.categoryId)),
      attributes: new Set(
        attributes
          .filter((a) => visibleVariations.get(a.productVariationId) === p.id)
          .map((a) => a.productPropertyAttributeId),
      ),
    }));
}

/** Chosen ids per filter (by filter id), read back from the answer's is_selected flags. */
function chosenIds(answer: ProductFiltersResponse): Map<string, number[]> {
  return new Map(
    answer.filters
      .filter((f) => f.type !== 'price_slider')
      .map((f) => [f.id, f.items.filter((i) => i.is_selected).map((i) => i.id)]),
  );
}

/** Does the product pass filter `filterId` with the given chosen ids (none chosen passes everything)? */
function passes(fact: Fact, filterId: string, ids: number[], names: { brand: string; availability: string }): boolean {
  if (ids.length === 0) return true;
  if (filterId === names.brand) return fact.brandId !== null && ids.includes(fact.brandId);
  if (filterId === names.availability) return fact.availabilityId !== null && ids.includes(fact.availabilityId);
  return ids.some((id) => fact.attributes.has(id));
}

/** The answer's counts must equal counting by hand: each item under every other active filter, plus itself. */
function expectBruteForceCounts(
  answer: ProductFiltersResponse,
  scoped: Fact[],
  price: { min: number; max: number } | null,
  names: { brand: string; availability: string },
) {
  const chosen = chosenIds(answer);
  const inPrice = (f: Fact) => !price || (f.filterPrice >= price.min && f.filterPrice <= price.max);
  const passesAllBut = (fact: Fact, except: string | null) =>
    inPrice(fact) && [...chosen].every(([filterId, ids]) => filterId === except || passes(fact, filterId, ids, names));
  const matching = scoped.filter((f) => passesAllBut(f, null));
  expect(answer.pagination_data.items_count).toBe(matching.length);
  for (const filter of answer.filters) {
    if (filter.type === 'price_slider') continue;
    for (const item of filter.items) {
      const expected = scoped.filter(
        (f) => passesAllBut(f, filter.id) && passes(f, filter.id, [item.id], names),
      ).length;
      expect({ filter: filter.id, item: item.label, count: item.count }).toEqual({
        filter: filter.id,
        item: item.label,
        count: expected,
      });
    }
  }
  return matching;
}

const czech = { brand: 'znacka', availability: 'dostupnost' };

let facts: Fact[];
let childrenOf: Map<number, number[]>;
const scopeOf = (categoryId: number): Fact[] => {
  const ids = new Set([categoryId, ...(childrenOf.get(categoryId) ?? [])]);
  return facts.filter((f) => [...f.categories].some((c) => ids.has(c)));
};

beforeAll(async () => {
  t = await createTestApp();
  // Hidden and inactive products, and a hidden variation, must never be counted.
  await t.db.update(products).set({ isHidden: true }).where(eq(products.id, 18));
  await t.db.update(products).set({ isActive: false }).where(eq(products.id, 35));
  const [variation] = await t.db.select().from(productVariations).where(eq(productVariations.productId, 1)).limit(1);
  if (variation)
    await t.db.update(productVariations).set({ isHidden: true }).where(eq(productVariations.id, variation.id));
  facts = await loadFacts('cs', 1, 'with');
  const rows = await t.db
    .select()
    .from(categories)
    .where(inArray(categories.parentId, [1, 2, 3, 4, 5]));
  childrenOf = new Map();
  for (const row of rows) childrenOf.set(row.parentId ?? 0, [...(childrenOf.get(row.parentId ?? 0) ?? []), row.id]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /product-filters: faceted counts', () => {
  it('answers every filter type with counts equal to a brute-force count of the category and its subcategories', async () => {
    const answer = await filters('category_id=1', '', { [apiHeaders.language]: 'cs' });
    expect(answer.filters.map((f) => [f.id, f.type])).toEqual([
      ['cena', 'price_slider'],
      ['znacka', 'checkbox'],
      ['velikost', 'select'],
      ['material', 'radio'],
      ['barva', 'color'],
      ['dostupnost', 'checkbox'],
    ]);
    const colour = answer.filters.find((f) => f.type === 'color');
    expect(colour?.items.every((i) => /^#[0-9A-F]{6}$/i.test(i.value))).toBe(true);
    const scoped = scopeOf(1);
    expect(scoped.some((f) => f.id === 18 || f.id === 35)).toBe(false);
    expectBruteForceCounts(answer, scoped, null, czech);
    const slider = answer.filters[0]?.additional_props;
    expect(slider).toMatchObject({
      currency: 'CZK',
      tax: 'with',
      min: Math.floor(Math.min(...scoped.map((f) => f.filterPrice))),
      max: Math.ceil(Math.max(...scoped.map((f) => f.filterPrice))),
    });
    expect(answer.filters[0]?.contains_active_items).toBe(false);
  });

  it.each([
    ['znacka=nordvik', null],
    ['barva=cervena,modra&znacka=lumera,nordvik', null],
    ['barva=cervena&znacka=nordvik&cena=300-1500', { min: 300, max: 1500 }],
    ['barva=cerna&dostupnost=skladem&velikost=m', null],
    ['dostupnost=na-objednavku,skladem&material=bavlna&cena=500-2000', { min: 500, max: 2000 }],
  ])('counts %s like the brute force, OR within a filter and AND across', async (state, price) => {
    const answer = await filters('category_id=1', state, { [apiHeaders.language]: 'cs' });
    const matching = expectBruteForceCounts(answer, scopeOf(1), price, czech);
    expect(answer.request_uri).toBe(`?${state}`);
    const firstPage = matching
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .slice(0, 24)
      .map((f) => f.id);
    expect(answer.items.map((p) => p.id)).toEqual(firstPage);
    for (const filter of answer.filters.filter((f) => f.type !== 'price_slider')) {
      expect(filter.contains_active_items).toBe(filter.items.some((i) => i.is_selected));
    }
  });

  it('marks the price range active only when it is narrower than the bounds', async () => {
    const en = { [apiHeaders.language]: 'en', [apiHeaders.currency]: 'CZK' };
    const wide = await filters('category_id=6', 'price=0-1000000', en);
    expect(wide.filters[0]?.contains_active_items).toBe(false);
    const props = wide.filters[0]?.additional_props;
    expect(props?.currency).toBe('EUR');
    expect(props && [props.current_min, props.current_max]).toEqual(props && [props.min, props.max]);
    const narrow = await filters('category_id=6', `price=${props?.min}-${(props?.max ?? 0) - 1}`, en);
    expect(narrow.filters[0]).toMatchObject({
      id: 'price',
      contains_active_items: true,
      additional_props: { current_max: (props?.max ?? 0) - 1 },
    });
    expect(narrow.filters[0]?.additional_props?.url_template).toBe('?price={min}-{max}');
  });

  it('sorts by the selling price in the request currency and tax mode', async () => {
    const headers = { [apiHeaders.language]: 'sk', [apiHeaders.currency]: 'CZK', [apiHeaders.tax]: 'without' };
    const answer = await filters('category_id=2', 'cena=20-80&zoradenie=price-asc', headers);
    const czkFacts = await loadFacts('sk', 1, 'without');
    const scope = new Set([2, ...(childrenOf.get(2) ?? [])]);
    const scoped = czkFacts.filter((f) => [...f.categories].some((c) => scope.has(c)));
    const matching = expectBruteForceCounts(answer, scoped, { min: 20, max: 80 }, czech);
    const cheapest = matching
      .sort((a, b) => a.price - b.price || a.id - b.id)
      .slice(0, 24)
      .map((f) => f.id);
    expect(answer.items.map((p) => p.id)).toEqual(cheapest);
  });

  it("lists the same products for a shared price link whatever the viewer's currency and tax setting", async () => {
    const state = 'cena=300-1500&razeni=name';
    const crowns = await filters('category_id=1', state, { [apiHeaders.currency]: 'CZK', [apiHeaders.tax]: 'with' });
    const euros = await filters('category_id=1', state, { [apiHeaders.currency]: 'EUR', [apiHeaders.tax]: 'without' });
    expect(crowns.pagination_data.items_count).toBeGreaterThan(0);
    expect(euros.pagination_data.items_count).toBe(crowns.pagination_data.items_count);
    expect(euros.items.map((p) => p.id)).toEqual(crowns.items.map((p) => p.id));
    expect(euros.filters[0]?.additional_props).toEqual(crowns.filters[0]?.additional_props);
  });

  it('builds toggle urls, sort options and pagination templates in the storefront URL format', async () => {
    const answer = await filters('category_id=1', 'barva=cervena');
    const red = answer.filters.find((f) => f.id === 'barva')?.items.find((i) => i.options.slug === 'cervena');
    expect(red).toMatchObject({ is_selected: true, url: '' });
    const nordvik = answer.filters.find((f) => f.id === 'znacka')?.items.find((i) => i.options.slug === 'nordvik');
    expect(nordvik?.url).toBe('?barva=cervena&znacka=nordvik');
    expect(answer.sort_options.find((o) => o.id === 'price-desc')?.url).toBe('?barva=cervena&razeni=price-desc');
    expect(answer.pagination_data).toMatchObject({
      page: 1,
      multi_pagination_start_page: 1,
      per_page: 24,
      per_page_options: [12, 24, 48, 96],
      page_url_template: '?barva=cervena&strana={page}',
      page_range_url_template: '?barva=cervena&strana={start}-{page}',
      per_page_url_template: '?barva=cervena&na-strance={per_page}',
    });
  });

  it('sorts by name, newest and best selling', async () => {
    const byName = await filters('category_id=1', 'razeni=name');
    const names = byName.items.map((p) => p.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('cs').compare));
    const newest = await filters('category_id=1', 'razeni=newest');
    const created = newest.items.map((p) => p.id);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const best = await filters('category_id=1', 'razeni=bestselling');
    const sells = best.items.map((p) => p.sells_count);
    expect(sells).toEqual([...sells].sort((a, b) => b - a));
  });

  it('answers a page range for "load more": pages start…page together', async () => {
    const single = await filters('', 'strana=2');
    const range = await filters('', 'strana=1-2');
    const first = await filters('', '');
    expect(single.items.length).toBeGreaterThan(0);
    expect(range.items.map((p) => p.id)).toEqual([...first.items, ...single.items].map((p) => p.id));
    expect(range.pagination_data).toMatchObject({ multi_pagination_start_page: 1, page: 2 });
  });

  it('includes sub-brands in a brand listing and keeps the search scope open', async () => {
    const brand = await filters('brand_id=1', '');
    expect(new Set(brand.items.map((p) => p.brand_id))).toEqual(new Set([1, 7]));
    expect(brand.filters.find((f) => f.id === 'znacka')?.items.map((i) => i.options.slug)).toEqual([
      'nordvik',
      'nordvik-outdoor',
    ]);
    const line = await filters('brand_id=7', '');
    expect(line.items.length).toBeGreaterThan(0);
    expect(line.items.every((p) => p.brand_id === 7)).toBe(true);
    const search = await filters('search=tri%C4%8Dko', '', { [apiHeaders.language]: 'cs' });
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.request_uri).toBe('?dotaz=tri%C4%8Dko');
  });
});

describe('GET /product-filters: after a change', () => {
  it('counts a product hidden by the back office out at once', async () => {
    const admin = await createTestApp({ env: { ADMIN_TOKEN: 'test-admin-token-0123456789abcdef' } });
    try {
      const before = await admin.app.inject({
        method: 'GET',
        url: '/product-filters?category_id=6',
        headers: { [apiHeaders.language]: 'cs' },
      });
      const total = ProductFiltersResponseSchema.parse(before.json()).pagination_data.items_count;
      const patch = await admin.app.inject({
        method: 'PATCH',
        url: '/admin/products/1',
        payload: { is_active: false },
        headers: { authorization: 'Bearer test-admin-token-0123456789abcdef' },
      });
      expect(patch.statusCode, patch.body).toBe(200);
      const after = await admin.app.inject({
        method: 'GET',
        url: '/product-filters?category_id=6',
        headers: { [apiHeaders.language]: 'cs' },
      });
      expect(ProductFiltersResponseSchema.parse(after.json()).pagination_data.items_count).toBe(total - 1);
    } finally {
      await admin.close();
    }
  });

  it('rebuilds the snapshot when it is dropped', async () => {
    const before = await filters('category_id=6', '');
    await t.db
      .update(products)
      .set({ isHidden: true })
      .where(eq(products.id, before.items[0]?.id ?? 0));
    invalidateListingIndex(t.db);
    const after = await filters('category_id=6', '');
    expect(after.pagination_data.items_count).toBe(before.pagination_data.items_count - 1);
    await t.db
      .update(products)
      .set({ isHidden: false })
      .where(eq(products.id, before.items[0]?.id ?? 0));
    invalidateListingIndex(t.db);
  });
});

describe('GET /product-filters: the answer cache', () => {
  it('answers every spelling of one listing from one cached answer until the snapshot is dropped', async () => {
    const before = await filters('category_id=6', 'znacka=nordvik,lumera&strana=1');
    const shown = before.items[0]?.id ?? 0;
    // A write the API is not told about: the cached answer stands, whichever way the URL is spelled.
    await t.db.update(products).set({ isHidden: true }).where(eq(products.id, shown));
    const respelled = await filters('category_id=6', 'znacka=LUMERA,nordvik');
    expect(respelled).toEqual(before);
    // Another listing, another language or tax mode is its own answer, built from the database.
    const otherSort = await filters('category_id=6', 'znacka=lumera,nordvik&razeni=name');
    expect(otherSort.items.map((p) => p.id)).not.toContain(shown);
    invalidateListingIndex(t.db);
    const after = await filters('category_id=6', 'znacka=lumera,nordvik');
    expect(after.items.map((p) => p.id)).not.toContain(shown);
    expect(after.pagination_data.items_count).toBe(before.pagination_data.items_count - 1);
    await t.db.update(products).set({ isHidden: false }).where(eq(products.id, shown));
    invalidateListingIndex(t.db);
  });

  it('keys answers by language and tax mode', async () => {
    const withTax = await filters('category_id=6', 'razeni=price-asc');
    const withoutTax = await filters('category_id=6', 'razeni=price-asc', { [apiHeaders.tax]: 'without' });
    // Each answer is sorted by the price the shopper sees: a cached answer of the other tax mode would not be.
    const sortedBy = (answer: ProductFiltersResponse, price: (p: ProductFiltersResponse['items'][number]) => number) =>
      answer.items.map(price).every((value, i, all) => i === 0 || (all[i - 1] ?? 0) <= value);
    const facts = new Map((await loadFacts('cs', 1, 'without')).map((f) => [f.id, f.price]));
    const taxedFacts = new Map((await loadFacts('cs', 1, 'with')).map((f) => [f.id, f.price]));
    expect(sortedBy(withoutTax, (p) => facts.get(p.id) ?? 0)).toBe(true);
    expect(sortedBy(withTax, (p) => taxedFacts.get(p.id) ?? 0)).toBe(true);
    // The price filter is the same for both: taxed prices in the language's currency.
    const bounds = (answer: ProductFiltersResponse) =>
      answer.filters.find((f) => f.type === 'price_slider')?.additional_props;
    expect(bounds(withoutTax)).toEqual(bounds(withTax));
    const english = await filters('category_id=6', 'sort=price-asc', { [apiHeaders.language]: 'en' });
    expect(english.sort_options.find((o) => o.is_selected)?.label).not.toBe(
      withTax.sort_options.find((o) => o.is_selected)?.label,
    );
  });
});

describe('GET /product-filters: bad input', () => {
  it.each([
    ['category_id=1&state=cena%3Dabc', 'cena'],
    ['category_id=1&state=cena%3D500-100', 'cena'],
    ['category_id=1&state=barva%3Dneexistujici', 'barva'],
    ['category_id=1&state=razeni%3Dcheapest', 'razeni'],
    ['category_id=1&state=strana%3D0', 'strana'],
    ['category_id=1&state=strana%3D999', 'strana'],
    ['category_id=1&state=na-strance%3D33', 'na-strance'],
    ['category_id=abc', 'category_id'],
    ['category_id=1&colour=red', 'colour'],
    ['category_id=1&embed=nonsense', 'embed'],
  ])('answers 422 for %s naming %s', async (query, field) => {
    const { status, body } = await get(`/product-filters?${query}`, { [apiHeaders.language]: 'cs' });
    expect(status).toBe(422);
    expect(ErrorBodySchema.parse(body).errors.map((e) => e.field)).toContain(field);
  });

  it('ignores parameters of other features, such as tracking tags', async () => {
    const answer = await filters('category_id=1', 'utm_source=newsletter');
    expect(answer.request_uri).toBe('');
  });

  it('answers 404 for an unknown category and for one restricted to customer groups, with its subcategories', async () => {
    for (const id of [999, 18, 19, 20]) {
      const { status } = await get(`/product-filters?category_id=${id}`);
      expect(status).toBe(404);
    }
  });
});
