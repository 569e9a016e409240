/** The encodings a width variant can be sent in: AVIF, WebP, or the stored picture's own format. */
export type VariantFormat = 'avif' | 'webp' | 'original';

/** True when an `Accept` header names `mediaType` itself with a quality above zero (`*` ranges do not count). */
function acceptsExactly(accept: string, mediaType: string): boolean {
  return accept.split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== mediaType) return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * AVIF when the client says it takes it (the smallest), else WebP, else the stored format. Only
 * an explicit type counts: `image/*` or `*\/*` alone gets the stored format, which every client
 * that asked for the picture can show.
 */
export function negotiateFormat(accept: string | undefined): VariantFormat {
  if (!accept) return 'original';
  if (acceptsExactly(accept, 'image/avif')) return 'avif';
  if (acceptsExactly(accept, 'image/webp')) return 'webp';
  return 'original';
}
