import { describe, expect, it } from 'vitest';
import { catalogueAlternates, catalogueHref } from './catalogue-href';

describe('catalogue links', () => {
  it('prefixes the path of the language', () => {
    expect(catalogueHref('cs', { cs: 'cervene-triko', en: 'red-t-shirt' })).toBe('/cs/cervene-triko');
    expect(catalogueHref('en', { cs: 'cervene-triko', en: 'red-t-shirt' })).toBe('/en/red-t-shirt');
  });
  it('falls back to the slug, then to the home page', () => {
    expect(catalogueHref('sk', { cs: 'x' }, 'slug')).toBe('/sk/slug');
    expect(catalogueHref('sk', 'not urls')).toBe('/sk');
  });
  it('gives the same page in every language for the language switch', () => {
    expect(catalogueAlternates({ cs: 'a', sk: 'b', en: 'c' })).toEqual({ cs: '/cs/a', sk: '/sk/b', en: '/en/c' });
    expect(catalogueAlternates({ cs: '', sk: '', en: '' })).toEqual({ cs: '/cs', sk: '/sk', en: '/en' });
    expect(catalogueAlternates({ cs: 'a' })).toEqual({ cs: '/cs/a', sk: '/sk', en: '/en' });
  });
});
