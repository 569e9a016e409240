'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ProductVideo as Video } from '@contract/entities/product-extras';

/**
 * A YouTube video that costs nothing until wanted: first only its thumbnail as a play button;
 * the player (from youtube-nocookie.com) loads when the shopper clicks, and starts playing.
 */
export function ProductVideo({ video }: { video: Video }) {
  const t = useTranslations('product');
  const [playing, setPlaying] = useState(false);
  const title = video.description ?? t('videoFallbackTitle');
  if (playing) {
    return (
      <iframe
        src={`${video.embed_url}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-lg"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={t('playVideo', { title })}
      className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-neutral-900"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- YouTube's own thumbnail */}
      <img
        src={video.thumbnail_url}
        alt=""
        width={480}
        height={360}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="size-full object-cover opacity-90 group-hover:opacity-100"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-red-600 text-2xl text-white shadow-lg"
      >
        ▶
      </span>
    </button>
  );
}
