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
  const { startBrowserErrorReporting } = await import('@/lib/error-reporting/browser-sdk');
  startBrowserErrorReporting(config, takeEarlyErrors());
}

/**
 * Error reporting in the browser (docs/error-reporting.md): once the page is idle after hydration,
 * asks the storefront where to report and, when it says somewhere, loads the SDK with a dynamic
 * import, so no page's first-load JavaScript grows by it.
 */
export function ErrorReportingLoader() {
  useEffect(() => {
    const load = () => void loadErrorReporting();
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(load, { timeout: 4000 })
        : window.setTimeout(load, 1500);
    return () => {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return null;
}
