import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiHeaders,
  ArticleAuthorSchema,
  ArticleCategorySchema,
  ArticleSchema,
  encodeFilters,
  ErrorBodySchema,
  listEnvelopeSchema,
  ProductSchema,
  UrlsSchema,
} from '@contract';
import { articles } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function ok<T extends z.ZodType>(
  schema: T,
  url: string,
  headers: Record<string, string> = {},
): Promise<z.infer<T>> {
  const { status, body } = await get(url, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return schema.parse(body);
}

/** The documented shape of `article_prev` / `article_next`. */
const NeighbourSchema = z.object({ id: z.number().int(), name: z.string(), urls: UrlsSchema }).strict().nullable();
const ArticleEmbedsSchema = z
  .object({
    urls: UrlsSchema,
    user: ArticleAuthorSchema.strict().nullable(),
    categories: z.array(ArticleCategorySchema.strict()),
    product_ids: z.array(z.number().int()),
    image_url: z.string().nullable(),
    article_prev: NeighbourSchema,
    article_next: NeighbourSchema,
  })
  .strict();
const allEmbeds = 'urls,user,categories,product_ids,image_url,article_prev,article_next';
const time = (iso: string | null) => new Date(iso ?? 0).getTime();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('articles', () => {
  it('lists published articles, newest first, with every embed', async () => {
    const page = await ok(listEnvelopeSchema(ArticleSchema.strict()), `/articles?paginate=0&embed=${allEmbeds}`);
    expect(page.items.length).toBeGreaterThan(2);
    const times = page.items.map((a) => time(a.publish_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    page.items.forEach((article, i) => {
      const e = ArticleEmbedsSchema.parse(article._embedded);
      expect(e.urls.en).toBe(article.slug);
      expect(e.user).not.toBeNull();
      expect(e.categories.length).toBeGreaterThan(0);
      // Newest first: the next (later) article is the one before in this list, the previous one after.
      expect(e.article_next?.id ?? null).toBe(page.items[i - 1]?.id ?? null);
      expect(e.article_prev?.id ?? null).toBe(page.items[i + 1]?.id ?? null);
      if (e.article_prev) expect(e.article_prev.name).toBe(page.items[i + 1]?.name);
    });
  });

  it('links only products the shop lists', async () => {
    const page = await ok(listEnvelopeSchema(ArticleSchema), '/articles?paginate=0&embed=product_ids');
    const linked = page.items.flatMap((a) => z.array(z.number()).parse(a._embedded?.product_ids));
    expect(linked.length).toBeGreaterThan(0);
    const listed = await ok(
      listEnvelopeSchema(ProductSchema),
      `/products?paginate=0&filters=${encodeURIComponent(encodeFilters([['id', 'in', linked]]))}`,
    );
    expect(new Set(listed.items.map((p) => p.id))).toEqual(new Set(linked));
  });

  it('filters by article category through the links', async () => {
    const page = await ok(listEnvelopeSchema(ArticleSchema), '/articles?paginate=0&embed=categories{id}');
    const inGuides = page.items.filter((a) =>
      z
        .array(z.object({ id: z.number() }))
        .parse(a._embedded?.categories)
        .some((c) => c.id === 2),
    );
    const filtered = await ok(
      listEnvelopeSchema(ArticleSchema),
      `/articles?paginate=0&filters=${encodeURIComponent(encodeFilters([['article_category_id', 'eq', 2]]))}`,
    );
    expect(filtered.items.map((a) => a.id)).toEqual(inGuides.map((a) => a.id));
    expect(filtered.items.length).toBeGreaterThan(0);
  });

  it('answers one article, 404 for an unknown id and 422 for a malformed one', async () => {
    const article = await ok(ArticleSchema.strict(), '/articles/1?embed=user{first_name}');
    expect(article._embedded?.user).toEqual({ first_name: expect.any(String) });
    expect((await get('/articles/999999')).status).toBe(404);
    const bad = await get('/articles/first');
    expect(bad.status).toBe(422);
    expect(ErrorBodySchema.parse(bad.body).errors[0]?.field).toBe('id');
  });

  it('translates with Language-Preference', async () => {
    const en = await ok(ArticleSchema, '/articles/1');
    const cs = await ok(ArticleSchema, '/articles/1', { [apiHeaders.language]: 'cs' });
    expect(cs.name).not.toBe(en.name);
  });

  it('hides articles not yet published and inactive ones', async () => {
    await t.db
      .update(articles)
      .set({ publishAt: new Date(Date.now() + 86_400_000) })
      .where(eq(articles.id, 2));
    await t.db.update(articles).set({ isActive: false }).where(eq(articles.id, 3));
    expect((await get('/articles/2')).status).toBe(404);
    expect((await get('/articles/3')).status).toBe(404);
    const page = await ok(listEnvelopeSchema(ArticleSchema), '/articles?paginate=0&embed=article_prev,article_next');
    const ids = page.items.map((a) => a.id);
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(3);
    for (const article of page.items) {
      expect([2, 3]).not.toContain(NeighbourSchema.parse(article._embedded?.article_prev)?.id);
      expect([2, 3]).not.toContain(NeighbourSchema.parse(article._embedded?.article_next)?.id);
    }
  });
});

describe('article categories', () => {
  it('lists and answers article categories with urls', async () => {
    const page = await ok(listEnvelopeSchema(ArticleCategorySchema.strict()), '/article-categories?embed=urls');
    expect(page.items.length).toBeGreaterThan(0);
    for (const category of page.items) expect(UrlsSchema.parse(category._embedded?.urls).en).toBe(category.slug);
    const one = await ok(ArticleCategorySchema.strict(), `/article-categories/${page.items[0]?.id}`);
    expect(one.id).toBe(page.items[0]?.id);
    expect((await get('/article-categories/999999')).status).toBe(404);
    expect((await get('/article-categories/x')).status).toBe(422);
    expect((await get('/article-categories?embed=user')).status).toBe(422);
  });
});
