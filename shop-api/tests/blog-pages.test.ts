import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleCategorySchema, ErrorBodySchema, PageSchema, type Page } from '@contract';
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

const publishTimes = (items: { publish_at: string | null }[]) => items.map((a) => Date.parse(a.publish_at ?? ''));
const isNewestFirst = (times: number[]) => times.every((time, i) => i === 0 || (times[i - 1] as number) >= time);

describe('the blog list page', () => {
  it('lives at the route table’s blog path in every language, with its path in each', async () => {
    for (const language of ['cs', 'sk', 'en']) {
      const blog = expectKind((await page('blog', language)).body, 'blog-list');
      expect(blog.urls).toEqual({ cs: 'blog', sk: 'blog', en: 'blog' });
      expect(blog.model.name).toBe('Blog');
      expect(blog.model.meta_description).toBeTruthy();
    }
    const shopInfo = await t.app.inject({ url: '/shop-info' });
    expect(shopInfo.json().routes.blog.slug).toMatchObject({ ces: 'blog', slk: 'blog', eng: 'blog' });
  });

  it('lists every published article newest first, six a page, in the shopper’s language', async () => {
    const all = (await t.app.inject({ url: '/articles?paginate=0', headers: { 'language-preference': 'cs' } })).json()
      .items as { id: number; name: string }[];
    const first = expectKind((await page('blog', 'cs')).body, 'blog-list').model.articles;
    expect(first._meta).toEqual({ page: 1, per_page: 6, total: all.length, total_pages: Math.ceil(all.length / 6) });
    expect(first._meta.total_pages).toBeGreaterThanOrEqual(2);
    expect(first.items.map((a) => a.name)).toEqual(all.slice(0, 6).map((a) => a.name));
    expect(isNewestFirst(publishTimes(first.items))).toBe(true);
    const card = first.items[0]?._embedded;
    expect(card?.urls).toMatchObject({ cs: expect.any(String), en: expect.any(String) });
    expect(card?.user).toMatchObject({ first_name: expect.any(String) });

    const second = expectKind(
      (await t.app.inject({ url: '/page/blog?page=2', headers: { 'language-preference': 'cs' } })).json(),
      'blog-list',
    ).model.articles;
    expect(second._meta.page).toBe(2);
    expect(second.items.map((a) => a.id)).toEqual(all.slice(6, 12).map((a) => a.id));
  });

  it('offers the top-level article categories with their paths', async () => {
    const blog = expectKind((await page('blog', 'sk')).body, 'blog-list');
    expect(blog.model.categories.map((c) => c.name)).toEqual(['Novinky', 'Poradňa']);
    expect(
      blog.model.categories.every(
        (c) => c.parent_id === null && typeof (c._embedded?.urls as Record<string, string>).sk === 'string',
      ),
    ).toBe(true);
  });

  it('answers 404 for a page after the last one and 422 for a malformed page', async () => {
    const blog = expectKind((await page('blog')).body, 'blog-list');
    const beyond = await t.app.inject({ url: `/page/blog?page=${blog.model.articles._meta.total_pages + 1}` });
    expect(beyond.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(beyond.json()).type).toBe('not_found');
    for (const bad of ['0', 'two', '-1', '1.5']) {
      const response = await t.app.inject({ url: `/page/blog?page=${bad}` });
      expect(response.statusCode, bad).toBe(422);
      expect(ErrorBodySchema.parse(response.json()).errors).toEqual([{ field: 'page', message: expect.any(String) }]);
    }
  });

  it('ignores the page parameter on kinds that do not list', async () => {
    expect((await t.app.inject({ url: '/page/red-cotton-t-shirt?page=5' })).statusCode).toBe(200);
  });
});

describe('article category pages', () => {
  const paths = { cs: 'novinky', sk: 'novinky', en: 'news' } as const;

  it('resolves the category at its path in all three languages, with the same paths', async () => {
    for (const [language, path] of Object.entries(paths)) {
      const category = expectKind((await page(path, language)).body, 'article-category');
      expect(category.model_type).toBe(19);
      expect(category.urls).toEqual(paths);
    }
  });

  it('lists the category’s articles newest first and paginates them', async () => {
    const news = expectKind((await page('news')).body, 'article-category');
    expect(news.articles._meta.per_page).toBe(6);
    expect(news.articles._meta.total_pages).toBe(2);
    const categoryIds = (items: typeof news.articles.items) =>
      items.map((a) => (a._embedded?.categories as { id: number }[]).map((c) => c.id));
    expect(categoryIds(news.articles.items).every((ids) => ids.includes(news.model.id))).toBe(true);
    expect(isNewestFirst(publishTimes(news.articles.items))).toBe(true);

    const second = expectKind((await t.app.inject({ url: '/page/news?page=2' })).json(), 'article-category');
    expect(second.articles._meta.page).toBe(2);
    expect(second.articles.items.length).toBe(news.articles._meta.total - 6);
    expect(second.articles.items.some((a) => news.articles.items.some((b) => b.id === a.id))).toBe(false);
    expect((await t.app.inject({ url: '/page/news?page=3' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/page/news?page=x' })).statusCode).toBe(422);
  });

  it('links subcategories, and lists their articles on the parent page', async () => {
    const guides = expectKind((await page('poradna', 'sk')).body, 'article-category');
    const children = ArticleCategorySchema.array().parse(guides.model._embedded?.children);
    expect(children.map((c) => c.name)).toEqual(['Starostlivosť o oblečenie a obuv', 'Veľkosti a strihy']);
    expect(children.every((c) => typeof (c._embedded?.urls as Record<string, string>).sk === 'string')).toBe(true);
    const listed = guides.articles.items.flatMap((a) => (a._embedded?.categories as { id: number }[]).map((c) => c.id));
    expect(listed).toEqual(expect.arrayContaining(children.map((c) => c.id)));
  });

  it('gives a subcategory its trail of parent categories', async () => {
    const sizes = expectKind((await page('sizes-and-fit')).body, 'article-category');
    expect(sizes.model.parent_id).not.toBeNull();
    expect(
      ArticleCategorySchema.array()
        .parse(sizes.model._embedded?.ancestors)
        .map((c) => c.name),
    ).toEqual(['Guides']);
    expect(sizes.model._embedded?.children).toEqual([]);
    expect(sizes.articles.items.length).toBeGreaterThan(0);
  });
});
