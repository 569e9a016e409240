'use client';

import { ProgressProvider } from '@bprogress/next/app';
import type { ReactNode } from 'react';

/** Spec constants: the bar shows only when a navigation takes longer than the throttle. */
export const loadingBarSettings = {
  durationMs: 2000,
  throttleMs: 200,
} as const;

// The bar creeps by smaller steps as it fills (nprogress-style trickle); a step every 80 ms brings
// it to about 80 % after the 2000 ms duration, and it completes when the new page is there.
const trickleSpeedMs = 80;

// Decoration only: hidden from assistive technology, no spinner, never focusable.
const template = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

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
    >
      {children}
    </ProgressProvider>
  );
}
