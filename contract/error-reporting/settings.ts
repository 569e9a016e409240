/**
 * Error reporting's settings (docs/error-reporting.md), read the same way by the storefront and the
 * shop API. Pure: the environment comes in as an object, so the rules are unit-tested.
 *
 * - `SENTRY_DSN`: where events go. Unset: nowhere beyond this machine (a demo's Spotlight, or nothing).
 *   In production it is optional; when set it must be an `https://` DSN.
 * - `SENTRY_TRACES_SAMPLE_RATE` (1), `SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE` (1),
 *   `SENTRY_REPLAYS_SESSION_SAMPLE_RATE` (0): numbers from 0 to 1.
 * - `SENTRY_ENVIRONMENT`: the events' environment; the mode (`demo`, `production`) unless set.
 * - `SENTRY_SPOTLIGHT`: a demo's local sink, Spotlight's address (`http://localhost:8969` unless
 *   set; `0` switches it off). A production process refuses it.
 */

type Env = Record<string, string | undefined>;
type Mode = 'demo' | 'production';

export interface ErrorReportingSettings {
  /** The DSN the SDK sends to: `SENTRY_DSN`, else in a demo the Spotlight sidecar's; none: the SDK stays off. */
  dsn: string | undefined;
  /** Where the events go, for the start banner: `Sentry (host)`, `Spotlight (url)` or `nowhere`. */
  destination: string;
  tracesSampleRate: number;
  replaysOnErrorSampleRate: number;
  replaysSessionSampleRate: number;
  environment: string;
  /** The Spotlight sidecar's origin (demo only), when the events go there. */
  spotlightUrl: string | undefined;
}

export const defaultSpotlightUrl = 'http://localhost:8969';

const rateSettings = {
  tracesSampleRate: ['SENTRY_TRACES_SAMPLE_RATE', 1],
  replaysOnErrorSampleRate: ['SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE', 1],
  replaysSessionSampleRate: ['SENTRY_REPLAYS_SESSION_SAMPLE_RATE', 0],
} as const;

type RateName = keyof typeof rateSettings;

function rateOf(env: Env, name: RateName, problems: string[]): number {
  const [variable, fallback] = rateSettings[name];
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    problems.push(`${variable} is "${raw}", not a number from 0 to 1`);
    return fallback;
  }
  return value;
}

/** `https://key@host/1` → its URL, or a reason it is not a DSN. */
function parseDsn(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'is not an http(s) URL';
  if (!url.username) return 'has no public key (https://KEY@host/PROJECT)';
  if (!/^\/(?:.*\/)?\d+$/.test(url.pathname)) return 'does not end with a project number';
  return url;
}

function spotlightOf(env: Env, mode: Mode, problems: string[]): string | undefined {
  const raw = env.SENTRY_SPOTLIGHT?.trim();
  if (mode === 'production') {
    if (raw && raw !== '0') problems.push('SENTRY_SPOTLIGHT sends events to a local Spotlight (demo only)');
    return undefined;
  }
  if (raw === '0') return undefined;
  if (!raw || raw === '1') return defaultSpotlightUrl;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  problems.push(`SENTRY_SPOTLIGHT is "${raw}", not 0 or Spotlight's http(s) address`);
  return undefined;
}

/** The settings and every reason they are unusable (empty when they are). */
export function errorReportingSettings(env: Env, mode: Mode): { settings: ErrorReportingSettings; problems: string[] } {
  const problems: string[] = [];
  const rates = {
    tracesSampleRate: rateOf(env, 'tracesSampleRate', problems),
    replaysOnErrorSampleRate: rateOf(env, 'replaysOnErrorSampleRate', problems),
    replaysSessionSampleRate: rateOf(env, 'replaysSessionSampleRate', problems),
  };
  const environment = env.SENTRY_ENVIRONMENT?.trim() || mode;
  const spotlight = spotlightOf(env, mode, problems);
  const rawDsn = env.SENTRY_DSN?.trim();
  let dsn: string | undefined;
  let destination = 'nowhere';
  if (rawDsn) {
    const parsed = parseDsn(rawDsn);
    if (typeof parsed === 'string') problems.push(`SENTRY_DSN ${parsed}`);
    else if (mode === 'production' && parsed.protocol !== 'https:') problems.push('SENTRY_DSN is not an https:// DSN');
    else {
      dsn = rawDsn;
      destination = `Sentry (${parsed.host})`;
    }
  }
  let spotlightUrl: string | undefined;
  if (!rawDsn && spotlight) {
    // Spotlight's sidecar takes envelopes at /api/<project>/envelope/ like Sentry: a DSN that names it
    // sends every event there and nowhere else.
    const url = new URL(spotlight);
    dsn = `${url.protocol}//spotlight@${url.host}/0`;
    destination = `Spotlight (${spotlight})`;
    spotlightUrl = spotlight;
  }
  return { settings: { dsn, destination, environment, spotlightUrl, ...rates }, problems };
}

/** The origin the browser SDK sends to (the page's CSP `connect-src` allows it), or none. */
export function dsnOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}
