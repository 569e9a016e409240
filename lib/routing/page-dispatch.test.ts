import { describe, expect, it } from 'vitest';
import type { Page } from '@contract/page';
import { dispatchPage, isShownKind, pathFromSegments } from './page-dispatch';

const urls = { cs: 'a', sk: 'b', en: 'c' };

describe('dispatchPage', () => {
  it('answers not-found when no page lives at the path', () => {
    expect(dispatchPage(null)).toEqual({ type: 'not-found' });
  });

  it('follows permanent and temporary internal redirects inside the app', () => {
    expect(dispatchPage({ kind: 'redirect', destination: '/cs/nove', statusCode: 301 })).toEqual({
      type: 'redirect',
      url: '/cs/nove',
      permanent: true,
      external: false,
    });
    expect(dispatchPage({ kind: 'redirect', destination: '/cs/nove', statusCode: 308 })).toMatchObject({
      permanent: true,
    });
    expect(dispatchPage({ kind: 'redirect', destination: '/cs/nove', statusCode: 302 })).toMatchObject({
      permanent: false,
      external: false,
    });
    expect(dispatchPage({ kind: 'redirect', destination: '/cs/nove', statusCode: 307 })).toMatchObject({
      permanent: false,
    });
  });

  it('marks absolute targets as external and refuses anything that is neither', () => {
    expect(dispatchPage({ kind: 'redirect', destination: 'https://example.com/x', statusCode: 302 })).toEqual({
      type: 'redirect',
      url: 'https://example.com/x',
      permanent: false,
      external: true,
    });
    expect(dispatchPage({ kind: 'redirect', destination: '//evil.example/x', statusCode: 302 })).toEqual({
      type: 'not-found',
    });
    expect(dispatchPage({ kind: 'redirect', destination: 'javascript:alert(1)', statusCode: 302 })).toEqual({
      type: 'not-found',
    });
  });

  it('reads a relative target as internal only when it stays on this site once resolved', () => {
    for (const destination of ['/.//evil.example', '/cs/../..//evil.example', '/\\evil.example', '/%2F/evil.example'])
      expect(dispatchPage({ kind: 'redirect', destination, statusCode: 301 }), destination).toEqual({
        type: 'not-found',
      });
    expect(dispatchPage({ kind: 'redirect', destination: '/cs/stare/../nove', statusCode: 301 })).toMatchObject({
      url: '/cs/nove',
      external: false,
    });
  });

  it('renders the kinds that have a view', () => {
    const home: Page = {
      kind: 'homepage',
      model: { featured_products: [], categories: [], articles: [], banners: [] },
      urls,
    };
    expect(dispatchPage(home)).toEqual({ type: 'render', page: home });
    const search: Page = { kind: 'search', urls };
    expect(dispatchPage(search)).toEqual({ type: 'render', page: search });
  });

  it('renders the blog list and article categories', () => {
    const articles = { items: [], _meta: { page: 1, per_page: 6, total: 0, total_pages: 0 }, _errors: {} };
    const blog: Page = {
      kind: 'blog-list',
      model: { name: 'Blog', meta_title: null, meta_description: null, articles, categories: [] },
      urls,
    };
    expect(dispatchPage(blog)).toEqual({ type: 'render', page: blog });
    const category: Page = {
      kind: 'article-category',
      model_type: 19,
      model: { id: 1, name: 'News', description: null, parent_id: null, slug: 'news' },
      urls,
      articles,
    };
    expect(dispatchPage(category)).toEqual({ type: 'render', page: category });
  });
});

describe('pathFromSegments', () => {
  it('joins the catch-all segments into the lookup path', () => {
    expect(pathFromSegments(undefined)).toBe('');
    expect(pathFromSegments(['obleceni', 'tricka'])).toBe('obleceni/tricka');
    expect(pathFromSegments(['%C4%8Desky'])).toBe('česky');
  });
  it('answers null for a segment no page path can hold', () => {
    for (const bad of ['%E0%A4%A', '%', 'a%00b', '%ED%A0%80', '%C0%AF', 'a\u0000b']) {
      expect(pathFromSegments(['obleceni', bad]), bad).toBeNull();
    }
  });
});

describe('isShownKind', () => {
  it('agrees with dispatchPage without the model: rendered kinds and followable redirects are shown', () => {
    for (const kind of ['homepage', 'product', 'category', 'brand', 'article', 'blog-list', 'search'] as const)
      expect(isShownKind({ kind }), kind).toBe(true);
    expect(isShownKind({ kind: 'redirect', destination: '/cs/nove', statusCode: 301 })).toBe(true);
    expect(isShownKind({ kind: 'redirect', destination: 'https://example.com/', statusCode: 302 })).toBe(true);
  });

  it('is false where the catch-all answers 404: no page, or a redirect it would not follow', () => {
    expect(isShownKind(null)).toBe(false);
    expect(isShownKind({ kind: 'redirect', destination: 'javascript:alert(1)', statusCode: 302 })).toBe(false);
    expect(isShownKind({ kind: 'redirect', destination: '//evil.example/x', statusCode: 302 })).toBe(false);
  });
});
