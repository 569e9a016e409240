import { scrubBreadcrumb, scrubEvent } from './scrub';
import type { ErrorReportingSettings } from './settings';

/**
 * What both parts hand the Sentry SDK's `init` (docs/error-reporting.md): where events go, the
 * tracing rate, nothing personal sent by default, every event, transaction and breadcrumb scrubbed
 * on its way out, and which part sent it.
 */
export function sdkOptions(settings: ErrorReportingSettings, part: 'storefront' | 'shop-api') {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    tracesSampleRate: settings.tracesSampleRate,
    // Never the client's address, cookies or bodies; scrubEvent removes what slips through.
    sendDefaultPii: false,
    beforeSend: <T extends object>(event: T) => scrubEvent(event),
    beforeSendTransaction: <T extends object>(event: T) => scrubEvent(event),
    beforeBreadcrumb: <T extends object>(breadcrumb: T) => scrubBreadcrumb(breadcrumb),
    initialScope: { tags: { part } },
  };
}
