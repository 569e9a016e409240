'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { pictureSizes } from '@/lib/images/picture-sizes';
import { ApiImage } from '@/components/images/api-image';
import type { GalleryImage } from '@/lib/product/product-page-view';
import { useVariationChoice } from './variation-choice';

/**
 * The product's pictures: one large, the others as thumbnail buttons. Choosing a variation with a
 * picture of its own shows that picture. The first picture is the page's largest paint, so it loads
 * eagerly with high priority; the rest load lazily.
 */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const t = useTranslations('product');
  const { variation } = useVariationChoice();
  const [picked, setPicked] = useState<{ index: number; forVariation: number | null } | null>(null);
  const variationIndex = variation?.image_url ? images.findIndex((image) => image.url === variation.image_url) : -1;
  // A picture picked by hand wins until the shopper chooses another variation.
  const index = picked && picked.forVariation === (variation?.id ?? null) ? picked.index : Math.max(variationIndex, 0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  const altOf = (image: GalleryImage) => (image.isFallback ? '' : name);
  return (
    <section aria-label={t('gallery')} className="flex flex-col gap-3">
      <ApiImage
        src={current.url}
        sizes={pictureSizes.productGallery}
        intrinsicWidth={current.width}
        alt={altOf(current)}
        width={current.width}
        height={current.height}
        fetchPriority={index === 0 ? 'high' : undefined}
        loading="eager"
        // The first picture is the page's largest paint: decoded with it, not in a later frame.
        decoding={index === 0 ? 'sync' : 'async'}
        data-testid="gallery-main"
        className="aspect-[4/3] w-full rounded-lg bg-neutral-100 object-contain md:aspect-square md:object-cover"
      />
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setPicked({ index: i, forVariation: variation?.id ?? null })}
                aria-label={t('showImage', { number: i + 1, count: images.length })}
                aria-pressed={i === index}
                className={`block size-16 overflow-hidden rounded-md border-2 ${i === index ? 'border-brand-700' : 'border-transparent hover:border-neutral-400'}`}
              >
                <ApiImage
                  src={image.url}
                  sizes={pictureSizes.thumbnail}
                  intrinsicWidth={image.width}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
