import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, listEnvelopeSchema, ProductSchema, type Locale } from '@contract';
import { SearchSuggestionsSchema } from '@contract/search/search-suggestions';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ProductPage = listEnvelopeSchema(ProductSchema);

async function get(url: string, locale: Locale = 'cs') {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'Language-Preference': locale } });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function searchProducts(text: string, locale: Locale, extra = '') {
  const { status, body } = await get(`/products?search=${encodeURIComponent(text)}&paginate=0${extra}`, locale);
  expect(status, JSON.stringify(body)).toBe(200);
  return ProductPage.parse(body).items;
}

async function allProducts(locale: Locale) {
  const { body } = await get('/products?paginate=0', locale);
  return ProductPage.parse(body).items;
}

/** What a shopper means by "the same letters": no diacritics, any case. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const nameWords = (name: string) => plain(name).split(/[^\p{L}\p{N}]+/u);
const ids = (items: { id: number }[]) => items.map((p) => p.id);

describe('GET /products?search=', () => {
  const cases: { locale: Locale; spellings: string[]; stem: string }[] = [
    { locale: 'cs', spellings: ['cervena', 'ČERVENÁ', 'Červená', 'červena'], stem: 'cervena' },
    { locale: 'cs', spellings: ['zluty', 'Žlutý', 'ŽLUTÝ'], stem: 'zluty' },
    { locale: 'sk', spellings: ['zlta', 'žltá', 'ŽLTÁ'], stem: 'zlta' },
    { locale: 'sk', spellings: ['cervene', 'červené', 'ČERVENÉ'], stem: 'cervene' },
    { locale: 'en', spellings: ['yellow', 'YELLOW', 'Yellów'], stem: 'yellow' },
  ];

  for (const { locale, spellings, stem } of cases) {
    it(`finds the same products for ${spellings.join(' / ')} in ${locale}, every product named so among them`, async () => {
      const [first, ...others] = await Promise.all(spellings.map((s) => searchProducts(s, locale)));
      const expected = (await allProducts(locale)).filter((p) => nameWords(p.name).some((w) => w.startsWith(stem)));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(first!)).toEqual(expect.arrayContaining(ids(expected)));
      for (const other of others) expect(ids(other)).toEqual(ids(first!));
    });
  }

  it('matches the last word as a prefix, as the shopper types', async () => {
    const typed = await searchProducts('cerv', 'cs');
    const expected = (await allProducts('cs')).filter((p) => nameWords(p.name).some((w) => w.startsWith('cerv')));
    expect(ids(typed)).toEqual(expect.arrayContaining(ids(expected)));
    expect(typed.length).toBeGreaterThan(0);
  });

  it('needs every word: "cervene tricko" finds red T-shirts only, product 1 among them', async () => {
    const found = await searchProducts('cervene tricko', 'cs');
    expect(ids(found)).toContain(1);
    for (const p of found) expect(plain(p.name), p.name).toMatch(/cerven.*trick|trick.*cerven/);
  });

  it("searches in the shopper's language only", async () => {
    expect(ids(await searchProducts('T-shirt', 'en'))).toContain(1);
    expect(ids(await searchProducts('tricko', 'en'))).toEqual([]);
    expect(ids(await searchProducts('tricko', 'sk'))).toContain(1);
  });

  it('ranks products whose name matches before those that match only in descriptions', async () => {
    // "bavlna"-like words live in names and descriptions alike; take a word from product 1's description.
    const { body } = await get('/products/1', 'en');
    const description = plain(ProductSchema.parse(body).description ?? '');
    const all = await allProducts('en');
    const word = description
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 5)
      .find((w) => {
        const inNames = all.filter((p) => nameWords(p.name).includes(w)).length;
        return inNames > 0 && inNames < all.length;
      });
    expect(word, 'a word found both in names and in descriptions').toBeDefined();
    const found = await searchProducts(word!, 'en');
    const matchesName = found.map((p) => nameWords(p.name).some((w) => w.startsWith(word!)));
    const firstOther = matchesName.indexOf(false);
    expect(firstOther, 'some results match only outside the name').toBeGreaterThan(0);
    expect(matchesName.slice(firstOther)).not.toContain(true);
  });

  it('finds a product by its code, SKU or EAN and puts it first', async () => {
    const { body } = await get('/products/7', 'cs');
    const p = ProductSchema.parse(body);
    for (const code of [p.code, p.sku, p.ean]) {
      expect(code).toBeTruthy();
      const found = await searchProducts(code!.toLowerCase(), 'cs');
      expect(found[0]?.id, code!).toBe(7);
    }
  });

  it('pages through results by relevance without overlap, and takes other sorts and filters', async () => {
    const all = await searchProducts('a', 'en');
    const { body } = await get('/products?search=a&per_page=5&page=2', 'en');
    const page2 = ProductPage.parse(body);
    expect(ids(page2.items)).toEqual(ids(all).slice(5, 10));
    expect(page2._meta.total).toBe(all.length);

    const cheapFirst = await searchProducts('tricko', 'cs', '&sort=price');
    const prices = cheapFirst.map((p) => p.taxed_price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('never fails on odd input: operators, quotes, backslashes, symbols, other scripts', async () => {
    const odd = [
      `'&|!:*()`,
      'a:*',
      '!!!',
      '(',
      ')',
      '\\',
      `' OR 1=1 --`,
      'ŉ',
      '½',
      '漢字',
      '%_',
      'tričko & | !',
      '<b>x</b>',
      'a\u0000b',
      'x'.repeat(200),
      'a b c d e f g h i j k l m',
    ];
    for (const text of odd) {
      const list = await get(`/products?search=${encodeURIComponent(text)}`);
      expect(list.status, text).toBe(200);
      const quick = await get(`/search/suggest?q=${encodeURIComponent(text)}`);
      expect(quick.status, text).toBe(200);
    }
    expect(ids(await searchProducts(`'&|!:*()`, 'cs'))).toEqual([]);
  });

  it('answers 422 with a field message for a blank or overlong search and for relevance without a search', async () => {
    for (const [url, field] of [
      ['/products?search=', 'search'],
      ['/products?search=%20%20', 'search'],
      [`/products?search=${'x'.repeat(201)}`, 'search'],
      ['/products?search=a&search=b', 'search'],
      ['/products?sort=-relevance', 'sort'],
      ['/brands?search=nordvik', 'search'],
    ] as const) {
      const { status, body } = await get(url);
      expect(status, url).toBe(422);
      expect(
        ErrorBodySchema.parse(body).errors.map((e) => e.field),
        url,
      ).toContain(field);
    }
  });
});

describe('GET /search/suggest', () => {
  async function suggest(q: string, locale: Locale, extra = '') {
    const { status, body } = await get(`/search/suggest?q=${encodeURIComponent(q)}${extra}`, locale);
    expect(status, JSON.stringify(body)).toBe(200);
    return SearchSuggestionsSchema.parse(body);
  }

  it('answers the best products with link, picture and price, and how many match in all', async () => {
    const result = await suggest(' cerv ', 'cs');
    expect(result.query).toBe('cerv');
    expect(result.products.items.length).toBe(5);
    expect(result.products.total).toBeGreaterThan(5);
    const first = result.products.items[0]!;
    expect(plain(first.name)).toContain('cerv');
    expect(first._embedded?.urls).toMatchObject({ cs: expect.any(String) });
    // Test shops are seeded without pictures: the field is there, null.
    expect(first._embedded).toHaveProperty('default_image_url');
    expect(first.taxed_price.formatted).toMatch(/Kč/);
  });

  it('finds categories, brands and articles without diacritics in every language', async () => {
    expect((await suggest('tricka', 'cs')).categories.items.map((c) => c.id)).toContain(6);
    expect((await suggest('TRICKÁ', 'sk')).categories.items.map((c) => c.id)).toContain(6);
    expect((await suggest('t-shirts', 'en')).categories.items.map((c) => c.id)).toContain(6);
    expect((await suggest('modry jelen', 'cs')).brands.items.map((b) => b.name)).toEqual(['Modrý jelen']);
    expect((await suggest('penkava', 'en')).brands.items.map((b) => b.name)).toEqual(['Pěnkava']);
    const articles = await suggest('velikost bot', 'cs');
    expect(articles.articles.items[0]?.name).toBe('Jak vybrat správnou velikost bot');
    expect(articles.articles.items[0]?._embedded?.urls).toMatchObject({ cs: expect.any(String) });
    expect((await suggest('velkost topanok', 'sk')).articles.items[0]?.name).toBe('Ako vybrať správnu veľkosť topánok');
  });

  it('takes a limit per section', async () => {
    const result = await suggest('a', 'en', '&limit=2');
    expect(result.products.items.length).toBe(2);
  });

  it('answers 422 with a field message for a missing, blank or overlong text and a bad limit', async () => {
    for (const [url, field] of [
      ['/search/suggest', 'q'],
      ['/search/suggest?q=', 'q'],
      ['/search/suggest?q=%20', 'q'],
      [`/search/suggest?q=${'x'.repeat(201)}`, 'q'],
      ['/search/suggest?q=a&q=b', 'q'],
      ['/search/suggest?q=a&limit=0', 'limit'],
      ['/search/suggest?q=a&limit=21', 'limit'],
      ['/search/suggest?q=a&limit=two', 'limit'],
      ['/search/suggest?q=a&page=2', 'page'],
    ] as const) {
      const { status, body } = await get(url);
      expect(status, url).toBe(422);
      expect(
        ErrorBodySchema.parse(body).errors.map((e) => e.field),
        url,
      ).toContain(field);
    }
  });
});
