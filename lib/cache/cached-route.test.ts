import { describe, expect, it } from 'vitest';
import { decodeCachedSegment } from './cached-segment';
import { cachedEntryScope, cachedQueryOf, catalogueRewrite, maxCachedQueryLength } from './cached-route';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const request = (overrides: Partial<Parameters<typeof catalogueRewrite>[0]> = {}) =>
  catalogueRewrite({
    locale: 'cs',
    rest: 'cervene-tricko',
    search: new URLSearchParams(),
    cookies: {},
    userAgent: chrome,
    ...overrides,
  });

describe('catalogue rewrite decision', () => {
  it('sends a path without a query string to the cached route of the language default variant', () => {
    expect(request()).toBe('/cs/cached/czk-with/cervene-tricko');
    expect(request({ locale: 'en', rest: 'red-shirt' })).toBe('/en/cached/eur-with/red-shirt');
    expect(request({ locale: 'sk', rest: '' })).toBe('/sk/cached/eur-with');
  });

  it('follows the currency and tax cookies, ignoring invalid values', () => {
    expect(request({ cookies: { currency: 'EUR', tax: 'without' } })).toBe('/cs/cached/eur-without/cervene-tricko');
    expect(request({ locale: 'en', cookies: { currency: 'CZK' } })).toBe('/en/cached/czk-with/cervene-tricko');
    expect(request({ cookies: { currency: 'USD', tax: 'sometimes' } })).toBe('/cs/cached/czk-with/cervene-tricko');
  });

  it('marks crawlers and bots as their own variant', () => {
    expect(request({ userAgent: googlebot })).toBe('/cs/cached/czk-with-bot/cervene-tricko');
    expect(request({ userAgent: 'curl/8.5.0' })).toBe('/cs/cached/czk-with-bot/cervene-tricko');
    expect(request({ userAgent: null })).toBe('/cs/cached/czk-with/cervene-tricko');
  });

  it('keeps the encoded path as it came', () => {
    expect(request({ rest: 'obleceni/%C4%8Dervena' })).toBe('/cs/cached/czk-with/obleceni/%C4%8Dervena');
  });

  it('sends a filtered, sorted, paged or searched listing to the cached route with its canonical query', () => {
    const target = request({ locale: 'en', rest: 'clothing', search: new URLSearchParams('brand=lumera') });
    expect(target).toMatch(/^\/en\/cached\/eur-with~[A-Za-z0-9_-]+\/clothing$/);
    const segment = decodeCachedSegment(target!.split('/')[3]!);
    expect(segment).toEqual({ variant: { currency: 'EUR', tax: 'with', bot: false }, query: 'brand=lumera' });
  });

  it('leaves a searched listing to the dynamic route: search text never keys a shared cache entry', () => {
    expect(request({ rest: 'vyhledavani', search: new URLSearchParams('dotaz=červené tričko') })).toBeNull();
    expect(request({ locale: 'en', rest: 'search', search: new URLSearchParams('query=x&page=2') })).toBeNull();
    expect(
      request({ locale: 'sk', rest: 'oblecenie', search: new URLSearchParams('dopyt=x&znacka=lumera') }),
    ).toBeNull();
    expect(request({ rest: 'cached', search: new URLSearchParams('dotaz=x') })).toBe('/cs/cached/not-a-variant');
    // N distinct texts: no cache entry at all, so nothing grows with them.
    const targets = Array.from({ length: 50 }, (_, i) =>
      request({ locale: 'en', rest: 'search', search: new URLSearchParams({ query: `text ${i}` }) }),
    );
    expect(new Set(targets)).toEqual(new Set([null]));
  });

  it('keeps the search page without text (and with blank text) cached: one entry per variant', () => {
    expect(request({ locale: 'en', rest: 'search' })).toBe('/en/cached/eur-with/search');
    expect(request({ locale: 'en', rest: 'search', search: new URLSearchParams('query=') })).toBe(
      '/en/cached/eur-with/search',
    );
  });

  it('gives every spelling of one listing the same cached page', () => {
    const spellings = [
      'znacka=nordvik,lumera&barva=modra&razeni=price-asc',
      'razeni=price-asc&barva=modra&znacka=lumera,nordvik',
      'barva=MODRA&znacka=lumera,nordvik,lumera&razeni=price-asc&strana=1&utm_source=news',
    ];
    const targets = spellings.map((query) => request({ search: new URLSearchParams(query) }));
    expect(new Set(targets).size).toBe(1);
    expect(cachedQueryOf(new URLSearchParams(spellings[0]), 'cs')).toBe(
      'barva=modra&znacka=lumera,nordvik&razeni=price-asc',
    );
    expect(cachedQueryOf(new URLSearchParams('strana=2&na-strance=48'), 'cs')).toBe('na-strance=48&strana=2');
  });

  it('leaves malformed, repeated and overlong queries to the dynamic route', () => {
    expect(request({ search: new URLSearchParams('cena=abc') })).toBeNull();
    expect(request({ search: new URLSearchParams('razeni=foo') })).toBeNull();
    expect(request({ search: new URLSearchParams('na-strance=7') })).toBeNull();
    expect(request({ search: new URLSearchParams('znacka=a&znacka=b') })).toBeNull();
    expect(request({ search: new URLSearchParams('barva=<b>') })).toBeNull();
    const long = `znacka=${'a'.repeat(maxCachedQueryLength)}`;
    expect(request({ search: new URLSearchParams(long) })).toBeNull();
  });

  it('drops campaign parameters: such links get the page they point to', () => {
    expect(cachedQueryOf(new URLSearchParams('utm_source=news&utm_medium=mail&fbclid=x&gclid=y'), 'cs')).toBe('');
    expect(cachedQueryOf(new URLSearchParams('utm_source=news&znacka=lumera'), 'cs')).toBe('znacka=lumera');
    // The router's own cache-busting parameter of an RSC request is never part of the page.
    expect(cachedQueryOf(new URLSearchParams('_rsc=1x2y3&strana=2'), 'cs')).toBe('strana=2');
    expect(request({ search: new URLSearchParams('utm_campaign=spring') })).toBe('/cs/cached/czk-with/cervene-tricko');
  });

  it('leaves a page number with campaign parameters to the dynamic route, whose redirect of a stale page keeps them', () => {
    expect(cachedQueryOf(new URLSearchParams('strana=99&utm_source=x'), 'cs')).toBeNull();
    expect(cachedQueryOf(new URLSearchParams('page=2-3&gclid=y'), 'en')).toBeNull();
    expect(cachedQueryOf(new URLSearchParams('strana=99'), 'cs')).toBe('strana=99');
    // Page 1 is the default: nothing to go stale.
    expect(cachedQueryOf(new URLSearchParams('strana=1&utm_source=x'), 'cs')).toBe('');
  });

  it('never lets the internal segment be addressed from outside with its own parameters', () => {
    expect(request({ rest: 'cached/eur-without/x' })).toBe('/cs/cached/czk-with/cached/eur-without/x');
    expect(request({ rest: 'cached/eur-without/x', search: new URLSearchParams('strana=0') })).toBe(
      '/cs/cached/not-a-variant',
    );
  });
});

describe('the scope of a cached entry', () => {
  it('is the language and segment of the target, whatever the path', () => {
    expect(cachedEntryScope('/cs/cached/czk-with/cervene-tricko')).toBe('cs/czk-with');
    expect(cachedEntryScope('/en/cached/eur-with~YnJhbmQ9bHVtZXJh/clothing')).toBe('en/eur-with~YnJhbmQ9bHVtZXJh');
    expect(cachedEntryScope('/sk/cached/eur-with')).toBe('sk/eur-with');
    expect(cachedEntryScope(request({ rest: 'obleceni/%C4%8Dervena' }) ?? '')).toBe('cs/czk-with');
  });
});
