'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ProductVideo as Video } from '@contract/entities/product-extras';
import { pictureSizes } from '@/lib/images/picture-sizes';
import { ApiImage } from '@/components/images/api-image';

/** The posters the shop draws are 1280×720 (shop-api/src/seed/video-posters.ts). */
const posterWidth = 1280;

/**
 * A YouTube video that costs nothing until wanted: first only the shop's poster as a play button;
 * the player (from youtube-nocookie.com) loads when the shopper clicks, starts playing and takes
 * the focus, so a keyboard or screen-reader user lands on it. A poster that fails to load leaves
 * a dark box with the film's title, never an empty black one.
 */
export function ProductVideo({ video }: { video: Video }) {
  const t = useTranslations('product');
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const poster = useRef<HTMLImageElement>(null);
  const title = video.description ?? t('videoFallbackTitle');
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  useEffect(() => {
    // A poster that failed before hydration fired its error event with no listener yet.
    const image = poster.current;
    if (image?.complete && image.naturalWidth === 0) setPosterFailed(true);
  }, []);
  if (playing) {
    return (
      <iframe
        ref={player}
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
      {posterFailed ? (
        <span
          data-testid="video-poster-fallback"
          className="absolute inset-x-0 bottom-0 p-4 text-left text-sm font-medium text-white"
        >
          {title}
        </span>
      ) : (
        <ApiImage
          ref={poster}
          src={video.thumbnail_url}
          sizes={pictureSizes.videoPoster}
          intrinsicWidth={posterWidth}
          alt=""
          width={posterWidth}
          height={720}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setPosterFailed(true)}
          className="size-full object-cover opacity-90 group-hover:opacity-100"
        />
      )}
      <span
        aria-hidden="true"
        className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-red-600 text-2xl text-white shadow-lg"
      >
        ▶
      </span>
    </button>
  );
}
