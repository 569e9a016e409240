import * as Sentry from '@sentry/node';
import { sdkOptions } from '@contract/error-reporting/sdk-options';
import { errorReportingSettings } from '@contract/error-reporting/settings';
import type { ShopEnv } from '../production-settings';

/**
 * Starts the Sentry SDK in the shop API process (docs/error-reporting.md), before the app's modules
 * are loaded (server.ts imports them afterwards, so the SDK's PostgreSQL instrumentation sees `pg`).
 * Without a DSN (no `SENTRY_DSN`, and no Spotlight in a demo) it starts nothing: no event is built
 * and nothing leaves the process. Returns where the events go, for the start banner.
 */
export function startErrorReporting(shopEnv: ShopEnv, env: Record<string, string | undefined> = process.env): string {
  // loadConfig has refused unusable settings already (config.ts).
  const { settings } = errorReportingSettings(env, shopEnv);
  if (!settings.dsn) return settings.destination;
  Sentry.init(sdkOptions(settings, 'shop-api'));
  return settings.destination;
}

/** A database query as a span of the request's trace (db/traced-pglite.ts). */
export function traceQuery<T>(sql: string, run: () => Promise<T>): Promise<T> {
  return Sentry.startSpan(
    {
      name: sql.length > 300 ? `${sql.slice(0, 300)}…` : sql,
      op: 'db.query',
      attributes: { 'db.system': 'postgresql' },
      // Start-up queries (migrations, seeding) belong to no request: no trace of their own.
      onlyIfParent: true,
    },
    run,
  );
}
