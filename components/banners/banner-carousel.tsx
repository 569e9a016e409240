'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface BannerCarouselLabels {
  /** The carousel's name ("Featured offers"). */
  carousel: string;
  previous: string;
  next: string;
  /** One per slide: the slide's name ("1 of 3") and its dot's name ("Show banner 1"). */
  slides: string[];
  dots: string[];
}

const arrowButton =
  'flex size-11 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-800 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-40';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Banners one at a time (Embla, loaded after hydration): previous/next buttons, a dot per banner, arrow keys anywhere
 * inside, swipe on touch screens; no autoplay, so the slides are a polite live region. The slides
 * are server-rendered children, so the first banner's picture is in the HTML as the page's largest
 * paint. Before hydration (and without JavaScript) the row scrolls sideways with snap points, and
 * the arrows stay disabled until Embla has loaded: a click before then would do nothing.
 */
export function BannerCarousel({ labels, children }: { labels: BannerCarouselLabels; children: ReactNode[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(children.length > 1);

  // Embla's script is fetched after hydration, not with the page: every catalogue page shares one
  // set of scripts, and most have no carousel.
  useEffect(() => {
    let carousel: EmblaCarouselType | null = null;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled || !viewport.current) return;
      carousel = EmblaCarousel(viewport.current, { align: 'start' });
      setApi(carousel);
    });
    return () => {
      cancelled = true;
      carousel?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setCanPrevious(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') api?.scrollPrev();
    else api?.scrollNext();
  }

  return (
    <section aria-roledescription="carousel" aria-label={labels.carousel} onKeyDown={onKeyDown}>
      <div ref={viewport} className={api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}>
        <div className="-ml-4 flex touch-pan-y" aria-live="polite">
          {children.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slides[index]}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-center gap-3">
        <button type="button" onClick={() => api?.scrollPrev()} disabled={!api || !canPrevious} className={arrowButton}>
          <Arrow direction="left" />
          <span className="sr-only">{labels.previous}</span>
        </button>
        <ul className="flex items-center gap-1">
          {labels.dots.map((dot, index) => (
            <li key={dot}>
              <button
                type="button"
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
                className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full bg-neutral-400 group-aria-[current]:bg-brand-700 group-aria-[current]:ring-2 group-aria-[current]:ring-brand-700 group-aria-[current]:ring-offset-1"
                />
                <span className="sr-only">{dot}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => api?.scrollNext()} disabled={!api || !canNext} className={arrowButton}>
          <Arrow direction="right" />
          <span className="sr-only">{labels.next}</span>
        </button>
      </div>
    </section>
  );
}
