import { imageVariantUrl, imageWidths, largestImageWidth, type ImageWidth } from '@contract/images/image-variants';

/** What an `<img>` (or a `<source>`, `srcSet` without `src`) needs to be fetched at the size it is shown. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for a picture of the shop API: every served width below the
 * picture's own, and the first served width at or above it described as the picture's own width
 * (the API never enlarges, so that variant is the picture at full size, in AVIF or WebP). Without
 * a known width every served width is listed. A picture that is not the shop API's (a fallback
 * drawing) has no variants: it keeps its `src` and gets no `sizes`, which would be invalid alone.
 */
export function responsiveImage(url: string, sizes: string, intrinsicWidth?: number): ResponsiveImage {
  if (imageVariantUrl(url, largestImageWidth) === null) return { src: url };
  const largest = largestImageWidth;
  const shownAt = Math.min(intrinsicWidth ?? largest, largest);
  const below = imageWidths.filter((width) => width < shownAt);
  const full = imageWidths.find((width) => width >= shownAt) ?? largest;
  const candidates: { variant: ImageWidth; described: number }[] = [
    ...below.map((width) => ({ variant: width, described: width })),
    { variant: full, described: shownAt },
  ];
  return {
    src: url,
    srcSet: candidates.map(({ variant, described }) => `${imageVariantUrl(url, variant)} ${described}w`).join(', '),
    sizes,
  };
}
