import { describe, expect, it } from 'vitest';
import { imageVariantUrl, imageWidths, isImageWidth, largestImageWidth } from './image-variants';

describe('image variants', () => {
  it('turns a stored picture address into the address of a width variant', () => {
    expect(imageVariantUrl('http://localhost:4000/images/12.webp', 320)).toBe('http://localhost:4000/images/12/320');
    expect(imageVariantUrl('https://api.example.com/v1/images/7', 1920)).toBe(
      'https://api.example.com/v1/images/7/1920',
    );
  });

  it('has no variant for what the API does not store', () => {
    expect(imageVariantUrl('/images/product-fallback.svg', 320)).toBeNull();
    expect(imageVariantUrl('https://i.ytimg.com/vi/abc/hqdefault.jpg', 320)).toBeNull();
    expect(imageVariantUrl('http://localhost:4000/images/0.webp', 320)).toBeNull();
  });

  it('knows the served widths and only those', () => {
    expect(imageWidths.every(isImageWidth)).toBe(true);
    expect([0, 100, 321, 4000].some(isImageWidth)).toBe(false);
    expect([...imageWidths].sort((a, b) => a - b)).toEqual([...imageWidths]);
    expect(largestImageWidth).toBe(Math.max(...imageWidths));
  });
});
