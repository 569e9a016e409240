import { getTranslations } from 'next-intl/server';
import type { ArticleImage } from '@contract/entities/article';
import { pictureSizes } from '@/lib/images/picture-sizes';
import { ApiImage } from '@/components/images/api-image';

/**
 * The article's pictures as a grid of thumbnails, each a link to the full picture: no script,
 * works with a keyboard, and the thumbnails load lazily below the fold at their own size.
 */
export async function ArticleGallery({ images, title }: { images: ArticleImage[]; title: string }) {
  const t = await getTranslations('article');
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="article-gallery" className="mt-10">
      <h2 id="article-gallery" className="mb-4 text-xl font-semibold">
        {t('gallery')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.id}>
            <a
              href={image.url}
              className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <ApiImage
                src={image.url}
                sizes={pictureSizes.articleGallery}
                intrinsicWidth={image.width}
                alt={t('galleryImage', { title, number: index + 1, total: images.length })}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full bg-neutral-100 object-cover transition-transform hover:scale-105 motion-reduce:transition-none"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
