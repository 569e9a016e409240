import { errorReportingSettings } from '@contract/error-reporting/settings';
import type { ShopEnv } from '@/lib/deployment/shop-env';

/** What the browser SDK is started with: served by /api/error-reporting, read once the page is idle. */
export interface BrowserReportingConfig {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
  replaysOnErrorSampleRate: number;
  replaysSessionSampleRate: number;
  /** Origins whose calls carry the trace's headers besides our own: the shop API's. */
  tracePropagationOrigins: string[];
}

/**
 * The browser's settings, from the same SENTRY_* settings as the server's, read when asked (not
 * when the storefront is built), so they always match the page's CSP `connect-src`. Null: no
 * reporting, and the browser loads no SDK.
 */
export function browserReportingConfig(
  env: Record<string, string | undefined>,
  shopEnv: ShopEnv,
  apiOrigin: string,
): BrowserReportingConfig | null {
  const { settings } = errorReportingSettings(env, shopEnv);
  if (!settings.dsn) return null;
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    tracesSampleRate: settings.tracesSampleRate,
    replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
    replaysSessionSampleRate: settings.replaysSessionSampleRate,
    tracePropagationOrigins: [apiOrigin],
  };
}
