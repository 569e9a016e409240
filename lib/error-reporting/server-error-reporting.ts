import * as Sentry from '@sentry/nextjs';
import { sdkOptions } from '@contract/error-reporting/sdk-options';
import { errorReportingSettings } from '@contract/error-reporting/settings';
import { setTraceHeaderSource } from '@/lib/api/trace-headers';
import type { ShopEnv } from '@/lib/deployment/shop-env';

/**
 * Starts the Sentry SDK in the storefront's server (Node.js or edge runtime; instrumentation.ts),
 * docs/error-reporting.md. Without a DSN (no `SENTRY_DSN`, no Spotlight in a demo) it starts
 * nothing and nothing leaves the process. Once started, the shop API client's uncached calls
 * carry the trace's headers (lib/api/trace-headers.ts). Returns where the events go.
 */
export function startServerErrorReporting(shopEnv: ShopEnv, env: Record<string, string | undefined>): string {
  const { settings } = errorReportingSettings(env, shopEnv);
  if (!settings.dsn) return settings.destination;
  Sentry.init(sdkOptions(settings, 'storefront'));
  setTraceHeaderSource(() => Sentry.getTraceData());
  return settings.destination;
}
