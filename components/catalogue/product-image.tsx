import { fallbackProductImage } from '@contract/entities/product-fallback-image';

export const fallbackImageUrl = '/images/product-fallback.svg';

/** A product picture at its natural 1:1 ratio; products without one show the 1000×1000 fallback. */
export function ProductImage({
  url,
  alt,
  priority = false,
  sizes,
}: {
  url: unknown;
  alt: string;
  priority?: boolean;
  sizes?: string;
}) {
  const src = typeof url === 'string' && url ? url : fallbackImageUrl;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- images come from the shop API's own image server
    <img
      src={src}
      alt={src === fallbackImageUrl ? fallbackProductImage.description : alt}
      width={fallbackProductImage.width}
      height={fallbackProductImage.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className="aspect-square w-full rounded-lg bg-neutral-100 object-cover"
    />
  );
}
