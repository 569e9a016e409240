import { getTranslations } from 'next-intl/server';
import type { ProductVideo as Video } from '@contract/entities/product-extras';
import { ProductVideo } from './product-video';

export async function ProductVideos({ videos }: { videos: Video[] }) {
  if (videos.length === 0) return null;
  const t = await getTranslations('product');
  return (
    <section aria-labelledby="videos-heading" className="mt-12">
      <h2 id="videos-heading" className="text-xl font-semibold">
        {t('videos')}
      </h2>
      <ul className="mt-4 grid gap-6 md:grid-cols-2">
        {videos.map((video) => (
          <li key={video.id} data-testid="product-video">
            <ProductVideo video={video} />
            {video.description && <p className="mt-2 text-sm text-neutral-700">{video.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
