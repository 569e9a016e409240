import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listEnvelopeSchema, ProductSchema, type Locale } from '@contract';
import { SearchSuggestionsSchema } from '@contract/search/search-suggestions';
import { rowsOf } from '../src/cart/cart-db';
import { fillMissingSearchStems } from '../src/search/search-stems.repository';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ProductPage = listEnvelopeSchema(ProductSchema);

async function search(text: string, locale: Locale) {
  const response = await t.app.inject({
    url: `/products?search=${encodeURIComponent(text)}&paginate=0`,
    headers: { 'Language-Preference': locale },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductPage.parse(response.json()).items;
}

const ids = (items: { id: number }[]) => items.map((p) => p.id);

describe('search of Czech and Slovak word forms (docs/search.md)', () => {
  it('"cervena" finds every red product, the one named "Červená" first', async () => {
    const found = ids(await search('cervena', 'cs'));
    // Červené bavlněné tričko, Červené prodyšné běžecké tričko, Červené zateplené kotníkové boty,
    // Červený hřejivý svetr, Červené prodyšné cyklistické rukavice, Červená nepromokavá vesta.
    expect(found).toEqual(expect.arrayContaining([1, 20, 29, 38, 57, 75]));
    expect(found[0]).toBe(75);
    expect(found).toEqual(ids(await search('červená', 'cs')));
  });

  it('finds inflected forms, every word in any order', async () => {
    const cases: [string, Locale, number[]][] = [
      ['červeného svetru', 'cs', [38]],
      ['mikinu', 'cs', [2, 14, 26, 74]],
      ['kotníkových bot', 'cs', [5, 17, 29, 77]],
      ['tricko cervene', 'cs', [1, 20]],
      ['zimnej bundy', 'sk', [15]],
      ['topánok', 'sk', [5, 17, 29, 41, 53, 65, 77]],
      ['jackets', 'en', [3, 15, 27, 44, 56, 68]],
    ];
    for (const [text, locale, expected] of cases) {
      const found = ids(await search(text, locale));
      expect(found, text).toEqual(expect.arrayContaining(expected));
      expect(
        found.slice(0, expected.length).sort((a, b) => a - b),
        `${text}: named so first`,
      ).toEqual(expected);
    }
  });

  it('finds a word misspelt by one letter, but does not take a known word for a typo', async () => {
    expect(ids(await search('svter', 'cs'))).toEqual(expect.arrayContaining([38, 50, 62]));
    expect(ids(await search('zluta bnuda', 'cs'))).toContain(44);
    expect(ids(await search('miikiny', 'sk'))).toEqual(expect.arrayContaining([2, 14, 26, 74]));
    // "červené" and "černé" are one letter apart, and both are real colours.
    const red = await search('cervene tricko', 'cs');
    expect(red.map((p) => p.name).filter((name) => name.startsWith('Čern'))).toEqual([]);
  });

  it('suggests categories by their inflected names too', async () => {
    const response = await t.app.inject({ url: '/search/suggest?q=bundu', headers: { 'Language-Preference': 'cs' } });
    const body = SearchSuggestionsSchema.parse(response.json());
    expect(body.categories.items.map((c) => c.name)).toContain('Bundy');
  });

  it('forgets the stems of a changed text and stems it again', async () => {
    await t.db.execute(
      sql`update product_translations set name = 'Fialová mikina' where product_id = 38 and locale = 'cs'`,
    );
    const [row] = rowsOf<{ empty: boolean }>(
      await t.db.execute(
        sql`select search_stems is null as empty from product_translations where product_id = 38 and locale = 'cs'`,
      ),
    );
    expect(row?.empty).toBe(true);
    expect(await fillMissingSearchStems(t.db)).toBe(1);
    expect(ids(await search('fialovou mikinu', 'cs'))).toEqual([38]);
    expect(ids(await search('svetru', 'cs'))).not.toContain(38);
  });
});
