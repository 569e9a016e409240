import { publicApiBaseUrl } from '@/lib/api/api-url';
import { shopEnvOf } from '@/lib/deployment/shop-env';
import { browserReportingConfig } from '@/lib/error-reporting/browser-config';
import { reportingEnv } from '@/lib/error-reporting/reporting-env';

export const dynamic = 'force-dynamic';

/**
 * Where the browser reports errors and traces, and at which rates (docs/error-reporting.md): asked
 * by components/error-reporting/error-reporting-loader.tsx once the page is idle. `{ "dsn": null }`:
 * no reporting, and the browser loads no SDK.
 */
export function GET(): Response {
  const config = browserReportingConfig(
    reportingEnv(),
    shopEnvOf(process.env) ?? 'demo',
    new URL(publicApiBaseUrl()).origin,
  );
  return Response.json(config ?? { dsn: null }, { headers: { 'Cache-Control': 'private, max-age=300' } });
}
