'use client';

import { ProgressProvider } from '@bprogress/next/app';
// The context hook of the provider above; `@bprogress/next/app` itself is built on this package.
import { useProgress } from '@bprogress/react';
import { useEffect, type ReactNode } from 'react';
import { linkNavigationTarget } from '@/lib/build/freshness';

/** Spec constants: the bar shows only when a navigation takes longer than the throttle. */
const loadingBarSettings = {
  durationMs: 2000,
  throttleMs: 200,
} as const;

// The bar creeps by smaller steps as it fills (nprogress-style trickle); a step every 80 ms brings
// it to about 80 % after the 2000 ms duration, and it completes when the new page is there.
const trickleSpeedMs = 80;

// Decoration only: hidden from assistive technology, no spinner, never focusable.
const template = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

/**
 * Starts the bar on every in-app link click. One listener on the document instead of the
 * library's own, which attaches to links only after some later DOM change and so missed clicks
 * on a page that had not changed since it loaded.
 */
function LinkClickStart() {
  const { start } = useProgress();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.dataset.preventProgress === 'true') return;
      const target = linkNavigationTarget(
        event,
        { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
        { href: window.location.href, origin: window.location.origin },
      );
      if (target && target !== window.location.href) start(0, loadingBarSettings.throttleMs);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [start]);
  return null;
}

/**
 * The navigation loading bar (`@bprogress/next`): starts on link clicks and router pushes, shown
 * after 200 ms, done when the route changes. Screen readers are not told, the page's own
 * headings and focus are.
 */
export function LoadingBar({ children }: { children: ReactNode }) {
  return (
    <ProgressProvider
      height="3px"
      color="var(--color-brand-600)"
      delay={loadingBarSettings.throttleMs}
      options={{ showSpinner: false, trickleSpeed: trickleSpeedMs, template }}
      shallowRouting
      disableAnchorClick
    >
      <LinkClickStart />
      {children}
    </ProgressProvider>
  );
}
