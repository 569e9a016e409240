import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageSchema } from '@contract';
import { SitemapPageResponseSchema } from '@contract/calls/sitemap';
import { StaticPageListResponseSchema } from '@contract/calls/static-pages';
import { staticPages } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function list(language: string) {
  const response = await t.app.inject({ url: '/static-pages', headers: { 'language-preference': language } });
  expect(response.statusCode).toBe(200);
  return StaticPageListResponseSchema.parse(response.json()).items;
}

describe('GET static-pages', () => {
  it('lists the same static pages the sitemap lists, with their paths in every language', async () => {
    const sitemap = SitemapPageResponseSchema.parse((await t.app.inject({ url: '/sitemap/1' })).json());
    const inSitemap = sitemap.items.filter((e) => e.kind === 'static-page');
    const pages = await list('en');
    expect(pages.map((p) => p.id).sort()).toEqual(inSitemap.map((e) => e.model_id).sort());
    for (const entry of inSitemap) {
      expect(pages.find((p) => p.id === entry.model_id)?._embedded?.urls).toEqual(entry.urls);
    }
    expect(pages.map((p) => p.slug)).toContain('terms-and-conditions');
  });

  it('names each page in the request language, and each path opens that page', async () => {
    const [czech, english] = await Promise.all([list('cs'), list('en')]);
    expect(czech.map((p) => p.id)).toEqual(english.map((p) => p.id));
    for (const page of czech) {
      expect(page.name).not.toBe(english.find((p) => p.id === page.id)?.name);
      const path = (page._embedded?.urls as Record<string, string>).cs;
      const answer = PageSchema.parse(
        (await t.app.inject({ url: `/page/${path}`, headers: { 'language-preference': 'cs' } })).json(),
      );
      expect(answer).toMatchObject({ kind: 'static-page', model: { id: page.id, name: page.name } });
    }
    expect(JSON.stringify(czech)).not.toContain('"content"');
  });

  it('leaves out an inactive page', async () => {
    const [first] = await list('sk');
    if (!first) throw new Error('the demo shop has no static pages');
    await t.db.update(staticPages).set({ isActive: false }).where(eq(staticPages.id, first.id));
    try {
      expect((await list('sk')).map((p) => p.id)).not.toContain(first.id);
    } finally {
      await t.db.update(staticPages).set({ isActive: true }).where(eq(staticPages.id, first.id));
    }
  });
});
