import { fallbackProductImage } from '@contract/entities/product-fallback-image';
import { ApiImage } from '@/components/images/api-image';

export const fallbackImageUrl = '/images/product-fallback.svg';

/**
 * A product picture at its natural 1:1 ratio, fetched in the width `sizes` says it takes; products
 * without one show the 1000×1000 fallback drawing. A `priority` picture (the first row of a grid)
 * loads at once and at high priority.
 */
export function ProductImage({
  url,
  alt,
  priority = false,
  sizes,
}: {
  url: unknown;
  alt: string;
  priority?: boolean;
  sizes: string;
}) {
  const src = typeof url === 'string' && url ? url : fallbackImageUrl;
  return (
    <ApiImage
      src={src}
      sizes={sizes}
      alt={src === fallbackImageUrl ? fallbackProductImage.description : alt}
      width={fallbackProductImage.width}
      height={fallbackProductImage.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // A priority picture is decoded with the frame it paints in (an async decode can paint the
      // frame first and the picture a frame later: a later LCP); the rest off the main thread.
      decoding={priority ? 'sync' : 'async'}
      className="aspect-square w-full rounded-lg bg-neutral-100 object-cover"
    />
  );
}
