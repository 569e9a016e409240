import type { ComponentPropsWithRef } from 'react';
import { responsiveImage } from '@/lib/images/responsive-image';

export interface ApiImageProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'> {
  /** The picture's address on the shop API; any other address (a fallback drawing) has no variants. */
  src: string;
  /** The width it takes where it shows: one of `pictureSizes`. */
  sizes: string;
  /** The picture's own width, when known: no wider variant is listed. */
  intrinsicWidth?: number;
  /** `""` for a decorative picture. */
  alt: string;
}

/**
 * A picture of the shop API as a plain `<img>` with the `srcSet` and `sizes` of its width variants
 * (docs/pictures.md); every other attribute is passed on as given.
 */
export function ApiImage({ src, sizes, intrinsicWidth, alt, ...attributes }: ApiImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- the shop API serves its own width variants; next/image would resize them again
  return <img {...responsiveImage(src, sizes, intrinsicWidth)} alt={alt} {...attributes} />;
}
