import * as Sentry from '@sentry/browser';
import { scrubBreadcrumb, scrubEvent } from '@contract/error-reporting/scrub';
import type { BrowserReportingConfig } from './browser-config';

/**
 * The browser SDK, loaded by a dynamic import once the page is idle (never part of a page's
 * first-load JavaScript). `@sentry/browser`, the browser core of `@sentry/nextjs` at the same
 * version, not `@sentry/nextjs` itself: that one imports Next.js's router modules, and sharing them
 * with this lazy chunk made Turbopack split the first-load chunks finer (+1.7 kB gzip measured,
 * docs/error-reporting.md, "Weight"). Events pass the same scrubbing as the server's. The errors
 * held before it loaded are reported first. Replay is not started here but by `startReplay`, a
 * step later (see there).
 */
export function startBrowserErrorReporting(config: BrowserReportingConfig, earlyErrors: unknown[]): void {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: config.tracesSampleRate,
    replaysOnErrorSampleRate: config.replaysOnErrorSampleRate,
    replaysSessionSampleRate: config.replaysSessionSampleRate,
    sendDefaultPii: false,
    // Our own routes, and the shop API, get the trace's headers (the API allows them through CORS):
    // the SDK's fetch instrumentation adds them, so the browser registers no trace-header source
    // (lib/api/trace-headers.ts stays in the API client's chunk instead of a first-load chunk of its own).
    tracePropagationTargets: [/^\/(?!\/)/, ...config.tracePropagationOrigins],
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    initialScope: { tags: { part: 'browser' } },
  });
  for (const error of earlyErrors) Sentry.captureException(error, { tags: { early: 'yes' } });
}

/**
 * Session replay, added to the running SDK once the page has settled: replay's recorder takes a
 * snapshot of the whole document when it starts and then follows every change, and started with the
 * SDK it was most of the SDK's main-thread work while the page was loading (Lighthouse's blocking time
 * 80–220 ms without it, 270–640 ms with it, docs/benchmarks.md "What the shop's error reporting costs"). A replay
 * on error therefore holds what happened from then on, not the page's first seconds. Replays mask
 * every text and input and block media. Marks the document once reporting runs in full.
 */
export function startReplay(config: BrowserReportingConfig): void {
  if (config.replaysOnErrorSampleRate > 0 || config.replaysSessionSampleRate > 0) {
    Sentry.addIntegration(
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        // No compression worker: the strict CSP allows no blob: script (docs/security-headers.md).
        useCompression: false,
      }),
    );
  }
  document.documentElement.dataset.errorReporting = 'on';
}
