/**
 * The widths the shop API serves a stored picture at, and the addresses of those variants. Both
 * sides run this: the API to check a requested width, the storefront to build `srcset`.
 *
 * Seven steps from a 160 px thumbnail to a 1920 px full-width banner: each step is at most twice
 * the one before, so a browser never fetches more than about twice the pixels it shows, and the
 * set is small enough that every variant of the demo shop fits the API's variant cache.
 */
export const imageWidths = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof imageWidths)[number];
/** The widest variant: a picture wider than this is served at this width at most. */
export const largestImageWidth: ImageWidth = 1920;

export function isImageWidth(width: number): width is ImageWidth {
  return (imageWidths as readonly number[]).includes(width);
}

/** A stored picture's address as the API gives it: `{api}/images/12.webp` (or without `.webp`). */
const storedImagePattern = /^(.*\/images\/)([1-9][0-9]{0,9})(?:\.webp)?$/;

/**
 * The address of a picture's width variant, `{api}/images/12/320`, or null when `url` is not a
 * stored picture of the shop API (a fallback drawing, a third-party address).
 */
export function imageVariantUrl(url: string, width: ImageWidth): string | null {
  const match = storedImagePattern.exec(url);
  return match ? `${match[1]}${match[2]}/${width}` : null;
}
