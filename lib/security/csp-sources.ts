import { dsnOrigin, errorReportingSettings } from '@contract/error-reporting/settings';

/**
 * Where a page may connect, post forms and frame, from the storefront's settings. Pure (the
 * settings come in as an object) so the rules are unit-tested; proxy.ts passes `process.env`.
 */
export interface CspSourceEnv {
  /** The shop API's public address (lib/api/api-url.ts), already resolved. */
  apiBaseUrl: string;
  /** The live notices' socket host and port; both default to the API's. */
  NEXT_PUBLIC_PUSHER_HOST?: string;
  NEXT_PUBLIC_PUSHER_PORT?: string;
  /** Comma-separated origins of the real payment gateways (docs/security-headers.md). */
  PAYMENT_GATEWAY_ORIGINS?: string;
  /** Error reporting (docs/error-reporting.md): the browser SDK sends to the DSN's origin, if any. */
  SHOP_ENV?: string;
  SENTRY_DSN?: string;
  SENTRY_SPOTLIGHT?: string;
}

export interface CspSources {
  apiOrigin: string;
  socketOrigins: string[];
  formTargets: string[];
  frameSources: string[];
  /** Where the browser's error reports and traces go (Sentry, or a demo's Spotlight); none without reporting. */
  reportingOrigins: string[];
  /** Entries of PAYMENT_GATEWAY_ORIGINS that are not an https origin (or http on localhost): left out. */
  rejected: string[];
}

/** The product video's player (components/product/product-video.tsx). */
const videoPlayerOrigin = 'https://www.youtube-nocookie.com';

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** `https://gate.gopay.cz/gw/` → `https://gate.gopay.cz`; null for anything that is not an https origin. */
export function gatewayOrigin(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry.trim());
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
  return secure && !url.username && !url.password ? url.origin : null;
}

/**
 * The websocket origins of the live cart notices: the Pusher-protocol server of the shop API
 * (`/app/{key}`), on the API's host and port unless NEXT_PUBLIC_PUSHER_HOST/PORT say otherwise.
 * `wss:` only when the API is served over HTTPS; on plain HTTP (development) both, since the
 * client may still be told to use TLS.
 */
function socketOriginsOf(api: URL, env: CspSourceEnv): string[] {
  const host = env.NEXT_PUBLIC_PUSHER_HOST?.trim() || api.hostname;
  const port = env.NEXT_PUBLIC_PUSHER_PORT?.trim() || api.port;
  const authority = port ? `${host}:${port}` : host;
  return api.protocol === 'https:' ? [`wss://${authority}`] : [`ws://${authority}`, `wss://${authority}`];
}

function reportingOriginsOf(env: CspSourceEnv): string[] {
  const mode = env.SHOP_ENV === 'production' ? 'production' : 'demo';
  const { settings } = errorReportingSettings(
    { SENTRY_DSN: env.SENTRY_DSN, SENTRY_SPOTLIGHT: env.SENTRY_SPOTLIGHT },
    mode,
  );
  const origin = dsnOrigin(settings.dsn);
  return origin ? [origin] : [];
}

export function cspSourcesFrom(env: CspSourceEnv): CspSources {
  const api = new URL(env.apiBaseUrl);
  const entries = (env.PAYMENT_GATEWAY_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const gateways = entries.map(gatewayOrigin);
  return {
    apiOrigin: api.origin,
    socketOrigins: socketOriginsOf(api, env),
    // The sandbox pay pages are served by the shop API itself.
    formTargets: [api.origin, ...gateways.filter((origin): origin is string => origin !== null)],
    frameSources: [videoPlayerOrigin],
    reportingOrigins: reportingOriginsOf(env),
    rejected: entries.filter((_, index) => gateways[index] === null),
  };
}
