import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorBodySchema, modelTypes, PageKindAnswerSchema, PageSchema, type Page } from '@contract';
import { products, redirects, seoUrls } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function page(path: string, language = 'en'): Promise<{ status: number; body: unknown }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/page/${path}`,
    headers: { 'language-preference': language },
  });
  return { status: response.statusCode, body: response.json() };
}

function expectKind<K extends Page['kind']>(body: unknown, kind: K): Extract<Page, { kind: K }> {
  const parsed = PageSchema.parse(body);
  expect(parsed.kind).toBe(kind);
  return parsed as Extract<Page, { kind: K }>;
}

describe('GET page/{path}', () => {
  it('answers the home page at the empty path, with featured products, root categories and articles', async () => {
    const { status, body } = await page('', 'cs');
    expect(status).toBe(200);
    const home = expectKind(body, 'homepage');
    expect(home.model.featured_products.length).toBeGreaterThan(0);
    expect(home.model.categories.length).toBeGreaterThanOrEqual(4);
    expect(home.model.categories.every((c) => c.parent_id === null)).toBe(true);
    expect(home.model.articles.length).toBeGreaterThan(0);
    expect(home.model.featured_products[0]?.taxed_price.formatted).toMatch(/Kč/);
  });

  it('answers a product at its path in each language, with its paths in every language', async () => {
    const en = expectKind((await page('red-cotton-t-shirt')).body, 'product');
    expect(en.model_type).toBe(1);
    expect(en.model.name).toBe('Red cotton T-shirt');
    expect(en.urls).toEqual({ cs: 'cervene-bavlnene-tricko', sk: 'cervene-bavlnene-tricko', en: 'red-cotton-t-shirt' });
    const cs = expectKind((await page('cervene-bavlnene-tricko', 'cs')).body, 'product');
    expect(cs.model.id).toBe(en.model.id);
    expect(cs.model.name).toBe('Červené bavlněné tričko');
    expect(cs.model._embedded?.product_variations).toHaveLength(4);
  });

  it('does not answer one language’s path in another language', async () => {
    expect((await page('red-cotton-t-shirt', 'cs')).status).toBe(404);
  });

  it('answers categories, brands, articles, article categories and static pages by their paths', async () => {
    const category = expectKind((await page('clothing')).body, 'category');
    expect(category.model_type).toBe(16);
    expect(category.model._embedded?.children).toBeInstanceOf(Array);
    expect(expectKind((await page('nordvik')).body, 'brand').model_type).toBe(15);
    expect(expectKind((await page('news')).body, 'article-category').model_type).toBe(19);
    const staticPage = expectKind((await page('obchodni-podminky', 'cs')).body, 'static-page');
    expect(staticPage.model_type).toBe(18);
    expect(staticPage.urls.en).toBe('terms-and-conditions');
    const articles = await t.app.inject({ url: '/articles?per_page=1&embed=urls' });
    const articlePath = articles.json().items[0]._embedded.urls.en as string;
    expect(expectKind((await page(articlePath)).body, 'article').model_type).toBe(12);
  });

  it('answers the search page at the route table’s localized path', async () => {
    expect(expectKind((await page('vyhledavani', 'cs')).body, 'search').urls).toEqual({
      cs: 'vyhledavani',
      sk: 'vyhladavanie',
      en: 'search',
    });
  });

  it('moves an old path permanently to the current one', async () => {
    const { status, body } = await page('stare-tricko', 'cs');
    expect(status).toBe(200);
    expect(expectKind(body, 'redirect')).toEqual({
      kind: 'redirect',
      destination: '/cs/cervene-bavlnene-tricko',
      statusCode: 301,
    });
  });

  it('answers hand-made redirects, internal and external, with their status codes', async () => {
    expect(expectKind((await page('terms-2020')).body, 'redirect')).toEqual({
      kind: 'redirect',
      destination: '/en/terms-and-conditions',
      statusCode: 301,
    });
    expect(expectKind((await page('our-blog-old')).body, 'redirect')).toEqual({
      kind: 'redirect',
      destination: 'https://example.com/blog',
      statusCode: 302,
    });
  });

  it('answers 404 with the error body for unknown paths, nested or odd ones included', async () => {
    for (const path of [
      'no-such-page',
      'clothing/no-such-child',
      '..%2Fproducts',
      '%C5%BElut%C3%BD',
      'a'.repeat(600),
      // Control characters: PostgreSQL refuses a NUL in text, which once made this a 500.
      'a%00b',
      '%00',
      'tab%09here',
    ]) {
      const { status, body } = await page(path);
      expect(status, path).toBe(404);
      expect(ErrorBodySchema.parse(body)).toMatchObject({ status: 404, type: 'not_found', errors: [] });
    }
  });

  it('tolerates leading and trailing slashes', async () => {
    expect(expectKind((await page('clothing/')).body, 'category').model.slug).toBe('clothing');
  });
});

describe('GET page-kind/{path}', () => {
  async function kind(path: string, language = 'en') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/page-kind/${path}`,
      headers: { 'language-preference': language },
    });
    return { status: response.statusCode, body: response.json() as unknown };
  }

  /** What `GET page` answers at a path, reduced to what `GET page-kind` answers. */
  async function pageKindOfPage(path: string, language: string) {
    const { status, body } = await page(path, language);
    if (status !== 200) return { status, body };
    const parsed = PageSchema.parse(body);
    return { status, body: parsed.kind === 'redirect' ? parsed : { kind: parsed.kind } };
  }

  it('answers what the page lookup answers at every path of the path index and every hand-made redirect', async () => {
    const indexed = await t.db.select({ locale: seoUrls.locale, path: seoUrls.path }).from(seoUrls);
    const redirected = await t.db.select({ locale: redirects.locale, path: redirects.sourcePath }).from(redirects);
    const paths = [
      ...indexed,
      ...redirected,
      { locale: 'cs', path: '' },
      { locale: 'cs', path: 'vyhledavani' },
      { locale: 'sk', path: 'blog' },
      { locale: 'en', path: 'no-such-page' },
      { locale: 'en', path: 'clothing/no-such-child' },
    ];
    expect(indexed.length).toBeGreaterThan(200);
    for (const { locale, path } of paths) {
      const expected = await pageKindOfPage(path, locale);
      const actual = await kind(path, locale);
      expect(actual.status, `${locale}/${path}`).toBe(expected.status);
      if (actual.status === 200)
        expect(PageKindAnswerSchema.parse(actual.body), `${locale}/${path}`).toEqual(expected.body);
    }
  }, 120_000);

  it('answers a product that is no longer shown with the same 404 as its page', async () => {
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, 3));
    try {
      const [row] = await t.db
        .select({ path: seoUrls.path })
        .from(seoUrls)
        .where(and(eq(seoUrls.modelType, modelTypes.product), eq(seoUrls.modelId, 3), eq(seoUrls.locale, 'en')));
      expect(row).toBeDefined();
      expect((await page(row!.path)).status).toBe(404);
      const { status, body } = await kind(row!.path);
      expect(status).toBe(404);
      expect(ErrorBodySchema.parse(body)).toMatchObject({ status: 404, type: 'not_found' });
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, 3));
    }
  });

  it('answers 404 for paths that cannot be pages', async () => {
    for (const path of ['a'.repeat(600), 'a%00b', '..%2Fproducts']) expect((await kind(path)).status, path).toBe(404);
  });
});
