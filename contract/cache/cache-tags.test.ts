import { describe, expect, it } from 'vitest';
import { maxCacheTagLength, pageTag, tagsForRequest } from './cache-tags';

describe('cache tags', () => {
  it('name a page lookup by language and path, as the API stores the path', () => {
    expect(tagsForRequest('cs', { endpoint: 'page', rawPath: 'cervene-tricko' })).toEqual([
      'catalogue',
      'page:cs:cervene-tricko',
      'products',
    ]);
    expect(tagsForRequest('en', { endpoint: 'page', rawPath: '' })).toEqual(['catalogue', 'page:en:', 'products']);
    expect(pageTag('sk', '/a/b/')).toBe('page:sk:a/b');
  });

  it('name a record by its id wherever the id sits, and a list by its resource', () => {
    expect(tagsForRequest('cs', { endpoint: 'products', id: 12 })).toEqual(['catalogue', 'product:12']);
    expect(tagsForRequest('cs', { endpoint: 'products/12' })).toContain('product:12');
    expect(tagsForRequest('cs', { endpoint: 'products', params: [12, 'reviews'] })).toContain('product:12');
    expect(tagsForRequest('cs', { endpoint: 'products' })).toEqual(['catalogue', 'products']);
    expect(tagsForRequest('cs', { endpoint: 'categories/tree' })).toEqual(['catalogue', 'categories']);
    expect(tagsForRequest('cs', { endpoint: 'brands', id: 3 })).toContain('brand:3');
    expect(tagsForRequest('cs', { endpoint: 'articles' })).toContain('articles');
    expect(tagsForRequest('cs', { endpoint: 'shop-info' })).toEqual(['catalogue', 'shop-info']);
  });

  it('tag reads built from products with the products tag, whatever their endpoint is called', () => {
    expect(tagsForRequest('cs', { endpoint: 'product-filters' })).toEqual(['catalogue', 'products']);
    expect(tagsForRequest('cs', { endpoint: 'search/suggest' })).toEqual([
      'catalogue',
      'products',
      'categories',
      'brands',
      'articles',
    ]);
    expect(tagsForRequest('cs', { endpoint: 'brands/tree', query: { embed: ['urls', 'products_count'] } })).toEqual([
      'catalogue',
      'brands',
      'products',
    ]);
    expect(tagsForRequest('cs', { endpoint: 'categories/tree', query: { embed: [{ name: 'urls' }] } })).toEqual([
      'catalogue',
      'categories',
    ]);
  });

  it('keep every tag within the length Next.js accepts, stable for the same long path', () => {
    const long = 'a'.repeat(400);
    const tag = pageTag('cs', long);
    expect(tag.length).toBeLessThanOrEqual(maxCacheTagLength);
    expect(tag).toMatch(/^page:cs:#[0-9a-f]{8}$/);
    expect(pageTag('cs', long)).toBe(tag);
    expect(pageTag('cs', `${long}b`)).not.toBe(tag);
  });
});
