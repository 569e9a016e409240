import { describe, expect, it } from 'vitest';
import { allRenderVariants } from '../routing/render-variant';
import { decodeCachedSegment, encodeCachedSegment, searchParamsOf } from './cached-segment';

describe('cached route segment', () => {
  it('round-trips every variant with and without a query', () => {
    for (const variant of allRenderVariants) {
      for (const query of ['', 'brand=lumera', 'query=%C4%8Derven%C3%A9&price=10-20.5&page=2-3']) {
        const segment = encodeCachedSegment({ variant, query });
        expect(segment).toMatch(/^[a-z-]+(~[A-Za-z0-9_-]+)?$/);
        expect(decodeCachedSegment(segment)).toEqual({ variant, query });
      }
    }
  });

  it('writes the plain variant when there is no query, as before', () => {
    expect(encodeCachedSegment({ variant: { currency: 'CZK', tax: 'with', bot: false }, query: '' })).toBe('czk-with');
  });

  it('rejects what it does not write', () => {
    expect(decodeCachedSegment('usd-with')).toBeNull();
    expect(decodeCachedSegment('czk-with~')).toBeNull();
    expect(decodeCachedSegment('czk-with~a+b/c=')).toBeNull();
    expect(decodeCachedSegment('czk-with~_w')).toBeNull(); // not UTF-8
  });

  it('hands the query to the page as searchParams', () => {
    expect(searchParamsOf('brand=lumera&price=10-20')).toEqual({ brand: 'lumera', price: '10-20' });
    expect(searchParamsOf('')).toEqual({});
  });
});
