import { describe, expect, it } from 'vitest';
import { imageWidths } from '@contract/images/image-variants';
import { responsiveImage } from './responsive-image';

const api = 'http://localhost:4000';

/** The width descriptors of a `srcset`, and the URLs they name. */
function candidates(srcSet: string | undefined) {
  return (srcSet ?? '').split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    return { url, width: Number(descriptor?.replace(/w$/, '')) };
  });
}

describe('responsiveImage', () => {
  it('lists the served widths below a 1000 px picture, and the picture at full size as 1000w', () => {
    const image = responsiveImage(`${api}/images/12.webp`, '50vw', 1000);
    expect(image.src).toBe(`${api}/images/12.webp`);
    expect(image.sizes).toBe('50vw');
    expect(candidates(image.srcSet)).toEqual([
      { url: `${api}/images/12/160`, width: 160 },
      { url: `${api}/images/12/320`, width: 320 },
      { url: `${api}/images/12/480`, width: 480 },
      { url: `${api}/images/12/640`, width: 640 },
      { url: `${api}/images/12/960`, width: 960 },
      { url: `${api}/images/12/1280`, width: 1000 },
    ]);
  });

  it('ends at the largest served width for a picture wider than it', () => {
    const image = responsiveImage(`${api}/images/7.webp`, '100vw', 2400);
    expect(candidates(image.srcSet).at(-1)).toEqual({ url: `${api}/images/7/1920`, width: 1920 });
    expect(candidates(image.srcSet)).toHaveLength(imageWidths.length);
  });

  it('names a picture exactly one served width wide once', () => {
    const widths = candidates(responsiveImage(`${api}/images/81.webp`, '50vw', 1280).srcSet).map((c) => c.width);
    expect(widths).toEqual([160, 320, 480, 640, 960, 1280]);
  });

  it('lists every served width when the picture’s width is unknown', () => {
    const widths = candidates(responsiveImage(`${api}/images/3`, '4rem').srcSet).map((c) => c.width);
    expect(widths).toEqual([...imageWidths]);
  });

  it('gives a picture that is not the shop API’s neither srcset nor sizes', () => {
    expect(responsiveImage('/images/product-fallback.svg', '50vw', 1000)).toEqual({
      src: '/images/product-fallback.svg',
    });
  });
});
