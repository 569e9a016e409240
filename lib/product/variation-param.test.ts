import { describe, expect, it } from 'vitest';
import { urlWithVariation, variationIdFromSearch } from './variation-param';

describe('variation in the URL', () => {
  it('reads the chosen variation id under the language’s parameter name', () => {
    expect(variationIdFromSearch('?varianta=12', 'cs')).toBe(12);
    expect(variationIdFromSearch('?variant=12&utm_source=x', 'en')).toBe(12);
    expect(variationIdFromSearch('?variant=12', 'cs')).toBeNull();
  });
  it('ignores a malformed or repeated value', () => {
    expect(variationIdFromSearch('?varianta=abc', 'cs')).toBeNull();
    expect(variationIdFromSearch('?varianta=0', 'cs')).toBeNull();
    expect(variationIdFromSearch('?varianta=1&varianta=2', 'sk')).toBeNull();
  });
  it('writes the choice into the URL and removes it, keeping other parameters', () => {
    expect(urlWithVariation('https://shop.test/cs/batoh?utm=1', 'cs', 7)).toBe(
      'https://shop.test/cs/batoh?utm=1&varianta=7',
    );
    expect(urlWithVariation('https://shop.test/en/bag?variant=7', 'en', null)).toBe('https://shop.test/en/bag');
  });
});
