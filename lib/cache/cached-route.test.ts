import { describe, expect, it } from 'vitest';
import { catalogueRewrite, isCacheableQuery } from './cached-route';

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

  it('leaves filtered, paged and searched listings to the dynamic route', () => {
    expect(request({ search: new URLSearchParams('page=2') })).toBeNull();
    expect(request({ search: new URLSearchParams('filters=abc') })).toBeNull();
    expect(request({ rest: 'hledani', search: new URLSearchParams('dotaz=tricko') })).toBeNull();
  });

  it('still caches links that only carry campaign parameters', () => {
    expect(isCacheableQuery(new URLSearchParams('utm_source=news&utm_medium=mail&fbclid=x&gclid=y'))).toBe(true);
    expect(isCacheableQuery(new URLSearchParams('utm_source=news&page=2'))).toBe(false);
    expect(request({ search: new URLSearchParams('utm_campaign=spring') })).toBe('/cs/cached/czk-with/cervene-tricko');
  });

  it('never lets the internal segment be addressed from outside with its own parameters', () => {
    expect(request({ rest: 'cached/eur-without/x' })).toBe('/cs/cached/czk-with/cached/eur-without/x');
    expect(request({ rest: 'cached/eur-without/x', search: new URLSearchParams('page=2') })).toBe(
      '/cs/cached/not-a-variant',
    );
  });
});
