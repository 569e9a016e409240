import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, listEnvelopeSchema } from '@contract';
import { SitemapEntrySchema, SitemapSummarySchema, type SitemapEntry } from '@contract/sitemap';
import { brands, categories, products } from '../src/db/schema';
import { seoFlagProducts } from '../seed/seo-flags';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PageSchema = listEnvelopeSchema(SitemapEntrySchema);

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
}

async function allEntries(perPage?: number): Promise<SitemapEntry[]> {
  const query = perPage ? `?per_page=${perPage}` : '';
  const summary = SitemapSummarySchema.parse((await get(`/sitemap${query}`)).body);
  const entries: SitemapEntry[] = [];
  for (let page = 1; page <= summary.total_pages; page++)
    entries.push(...PageSchema.parse((await get(`/sitemap/${page}${query}`)).body).items);
  return entries;
}

const idsOf = (entries: SitemapEntry[], kind: SitemapEntry['kind']) =>
  entries.filter((e) => e.kind === kind).map((e) => e.model_id);

describe('GET sitemap', () => {
  it('counts the entries and fits them into files of at most 16,000 entries (48,000 URLs)', async () => {
    const { status, body, headers } = await get('/sitemap');
    expect(status).toBe(200);
    const summary = SitemapSummarySchema.parse(body);
    expect(summary.per_page).toBe(16_000);
    expect(summary.total_pages).toBe(1);
    expect(summary.total).toBe((await allEntries()).length);
    expect(headers['cache-control']).toBe('public, max-age=300');
  });

  it('starts with the home page and the blog list in every language', async () => {
    const [home, blog] = PageSchema.parse((await get('/sitemap/1')).body).items;
    expect(home).toEqual({ kind: 'homepage', model_id: null, urls: { cs: '', sk: '', en: '' }, lastmod: null });
    expect(blog).toMatchObject({ kind: 'blog-list', model_id: null, urls: { cs: 'blog', sk: 'blog', en: 'blog' } });
  });

  it('lists exactly the active, visible, indexable products flagged show_on_sitemap, with all three paths and lastmod', async () => {
    const entries = await allEntries();
    const expected = await t.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.isActive, true),
          eq(products.isHidden, false),
          eq(products.metaIndex, true),
          eq(products.showOnSitemap, true),
        ),
      );
    const listed = idsOf(entries, 'product');
    expect(listed.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
    expect(listed).not.toContain(seoFlagProducts.notOnSitemap);
    expect(listed).not.toContain(seoFlagProducts.noIndexNoFollow);
    const first = entries.find((e) => e.kind === 'product' && e.model_id === 1);
    expect(first?.urls).toEqual({
      cs: 'cervene-bavlnene-tricko',
      sk: 'cervene-bavlnene-tricko',
      en: 'red-cotton-t-shirt',
    });
    expect(first?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('lists categories, brands, articles, article categories and static pages', async () => {
    const entries = await allEntries();
    for (const kind of ['category', 'brand', 'article', 'article-category', 'static-page'] as const) {
      expect(idsOf(entries, kind).length, kind).toBeGreaterThan(0);
    }
    expect(new Set(entries.map((e) => `${e.kind}:${e.model_id}`)).size).toBe(entries.length);
  });

  it('leaves out records that stop being indexable or sitemap-worthy, and restricted category subtrees', async () => {
    const [brand] = await t.db.select({ id: brands.id }).from(brands).limit(1);
    const [root] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.id, 1));
    const children = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, root?.id ?? 0));
    if (!brand || !root) throw new Error('the demo shop has brands and categories');
    await t.db.update(brands).set({ showOnSitemap: false }).where(eq(brands.id, brand.id));
    await t.db.update(categories).set({ customerGroupsRestriction: true }).where(eq(categories.id, root.id));
    await t.db
      .update(products)
      .set({ metaIndex: false })
      .where(inArray(products.id, [2]));
    try {
      const entries = await allEntries();
      expect(idsOf(entries, 'brand')).not.toContain(brand.id);
      expect(idsOf(entries, 'category')).not.toContain(root.id);
      for (const child of children) expect(idsOf(entries, 'category')).not.toContain(child.id);
      expect(idsOf(entries, 'product')).not.toContain(2);
    } finally {
      await t.db.update(brands).set({ showOnSitemap: true }).where(eq(brands.id, brand.id));
      await t.db.update(categories).set({ customerGroupsRestriction: false }).where(eq(categories.id, root.id));
      await t.db
        .update(products)
        .set({ metaIndex: true })
        .where(inArray(products.id, [2]));
    }
  });

  it('splits the entries into files that together list each entry once, in the same order', async () => {
    const whole = await allEntries();
    const summary = SitemapSummarySchema.parse((await get('/sitemap?per_page=25')).body);
    expect(summary.total_pages).toBe(Math.ceil(summary.total / 25));
    const chunked = await allEntries(25);
    expect(chunked).toEqual(whole);
    const second = PageSchema.parse((await get('/sitemap/2?per_page=25')).body);
    expect(second._meta).toEqual({ page: 2, per_page: 25, total: summary.total, total_pages: summary.total_pages });
  });

  it('answers 422 with the field for a bad page, a page past the end, a bad per_page or an unknown parameter', async () => {
    for (const [url, field] of [
      ['/sitemap/0', 'page'],
      ['/sitemap/abc', 'page'],
      ['/sitemap/999', 'page'],
      ['/sitemap?per_page=0', 'per_page'],
      ['/sitemap?per_page=16001', 'per_page'],
      ['/sitemap/1?sort=name', 'sort'],
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
