'use client';

import { useCallback } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

type AppHref = Parameters<ReturnType<typeof useRouter>['prefetch']>[0];

/**
 * Prefetching a route on the shopper's intent (pointer over the link, keyboard focus, the first
 * touch) instead of when the link scrolls into view. For the header's cart and login links, which
 * are on every page: a viewport prefetch of those routes loaded their client code (the checkout
 * forms, the auth forms, zod: ≈ 15 files) on every page view, while few views go on to them
 * (docs/benchmarks.md, session 17). Use with `prefetch={false}` on the link.
 */
export function useIntentPrefetch(href: AppHref) {
  const router = useRouter();
  // Next.js keeps a prefetched route in its cache: a second hover does not fetch it again.
  const prefetch = useCallback(() => router.prefetch(href), [router, href]);
  return { onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}
