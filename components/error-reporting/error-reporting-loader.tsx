'use client';

import { useEffect } from 'react';
import type { BrowserReportingConfig } from '@/lib/error-reporting/browser-config';
import { holdEarlyErrors, takeEarlyErrors } from '@/lib/error-reporting/early-errors';

// From the moment this chunk runs (hydration), errors are held until the SDK takes them.
holdEarlyErrors();

let asked = false;

async function loadErrorReporting(): Promise<void> {
  // Once per page load: the layouts that mount this may change on navigation, the SDK stays.
  if (asked) return;
  asked = true;
  const answer = await fetch('/api/error-reporting', { credentials: 'omit' }).catch(() => undefined);
  const config = answer?.ok ? ((await answer.json()) as BrowserReportingConfig | { dsn: null }) : { dsn: null };
  if (!config.dsn) {
    takeEarlyErrors();
    return;
  }
  const { startBrowserErrorReporting, startReplay } = await import('@/lib/error-reporting/browser-sdk');
  startBrowserErrorReporting(config, takeEarlyErrors());
  // Replay a step later, when the page has been quiet a while (lib/error-reporting/browser-sdk.ts).
  idleAfter(replayDelayMs, () => startReplay(config));
}

/** How long after the page's `load` the SDK may start, and the replay recorder after it (docs/error-reporting.md, "Weight"). */
const sdkDelayMs = 3000;
const replayDelayMs = 5000;

/** Runs `run` `delayMs` from now, at the browser's next idle moment (within 4 s); returns the timer. */
function idleAfter(delayMs: number, run: () => void): number {
  return window.setTimeout(() => whenIdle(run, 4000), delayMs);
}

/** Runs `start` once the document has loaded (at once when it has), `sdkDelayMs` later, when idle. */
function afterLoad(start: () => void): () => void {
  let timer: number | undefined;
  const schedule = () => {
    timer = idleAfter(sdkDelayMs, start);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
  };
}

function whenIdle(run: () => void, timeout: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout });
  else window.setTimeout(run, Math.min(timeout, 1500));
}

/**
 * Error reporting in the browser (docs/error-reporting.md): 3 s after the page has loaded, when the
 * browser is idle, asks the storefront where to report and, when it says somewhere, loads the SDK
 * with a dynamic import, so no page's first-load JavaScript and none of its loading work grows by
 * it. Errors before that are held and reported first.
 */
export function ErrorReportingLoader() {
  useEffect(() => afterLoad(() => void loadErrorReporting()), []);
  return null;
}
