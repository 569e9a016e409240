'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useTransition, type MouseEvent, type ReactNode } from 'react';

type Navigate = (href: string, options?: { scroll?: boolean }) => void;
const NavigateContext = createContext<Navigate | null>(null);
const PendingContext = createContext(false);

/** Whether a listing navigation is under way (the filter sheet's "show products" button waits for it). */
export function useListingPending(): boolean {
  return useContext(PendingContext);
}

/** Navigation within the listing (price slider); a plain link change when outside one. */
export function useListingNavigate(): Navigate {
  const router = useRouter();
  const navigate = useContext(NavigateContext);
  return navigate ?? ((href, options) => router.push(href, options));
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The listing's links are plain `<a href>` (crawlable, no prefetch of hundreds of filter URLs);
 * with JavaScript a click on one becomes a client navigation in a transition, so the page keeps
 * its scroll position for filters and "load more", and the product grid shows its skeleton
 * (`data-pending`) until the new listing arrives. Back and forward restore the state from the URL.
 */
export function ListingNavigation({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback<Navigate>(
    (href, options) => {
      startTransition(() => router.push(href, { scroll: options?.scroll ?? false }));
    },
    [router],
  );
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-listing-link]');
    if (!link || !isPlainClick(event) || link.target) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '', { scroll: link.dataset.listingLink === 'top' });
  }
  return (
    <NavigateContext.Provider value={navigate}>
      <PendingContext.Provider value={pending}>
        {/* Clicks bubble up from the real links inside; the container itself is not interactive. */}
        <div
          className={`group ${className ?? ''}`}
          data-pending={pending ? '' : undefined}
          aria-busy={pending}
          onClick={onClick}
        >
          {children}
        </div>
      </PendingContext.Provider>
    </NavigateContext.Provider>
  );
}
