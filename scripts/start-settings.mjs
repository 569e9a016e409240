// The settings `npm start` gives the shop API and the storefront. PORT (storefront, default 3000) and
// API_PORT (shop API, default 4000) choose the ports; the addresses that follow from them are derived
// here unless they are set already (.env.example says what each one does).

/** A port setting of `env`, or `fallback` when unset or empty; anything but 1–65535 throws, naming the setting. */
function portOf(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`${name} must be a port number from 1 to 65535, not "${raw}".`);
  return port;
}

/** The variables to add to `env` for both processes of `npm start`: the two ports and what follows from them. */
export function startSettings(env) {
  const webPort = portOf(env, 'PORT', 3000);
  const apiPort = portOf(env, 'API_PORT', 4000);
  const web = `http://localhost:${webPort}`;
  return {
    PORT: String(webPort),
    API_PORT: String(apiPort),
    // Where browsers call the API: baked into the storefront build (scripts/start.mjs rebuilds when it changes).
    NEXT_PUBLIC_API_URL: env.NEXT_PUBLIC_API_URL || `http://localhost:${apiPort}`,
    // The API lets the storefront's pages call it (CORS) and return payments to it.
    STOREFRONT_ORIGINS: env.STOREFRONT_ORIGINS || web,
    // Absolute links in the sitemap, canonical and Open Graph tags.
    SITE_URL: env.SITE_URL || web,
    // Where the API tells the storefront which cached pages to refresh (docs/caching.md).
    STOREFRONT_REVALIDATE_URL: env.STOREFRONT_REVALIDATE_URL || `${web}/api/revalidate`,
  };
}

/**
 * The port of the Spotlight that `npm start` and `npm run dev` run beside a demo (8969, or the port
 * of SENTRY_SPOTLIGHT), or undefined when the events go elsewhere: production, a SENTRY_DSN, or
 * SENTRY_SPOTLIGHT=0 (contract/error-reporting/settings.ts reads the same settings).
 */
export function spotlightPortOf(env) {
  if ((env.SHOP_ENV || 'demo') !== 'demo' || env.SENTRY_DSN?.trim()) return undefined;
  const setting = env.SENTRY_SPOTLIGHT?.trim();
  if (setting === '0') return undefined;
  if (!setting || setting === '1') return '8969';
  try {
    const url = new URL(setting);
    return url.port || (url.protocol === 'https:' ? '443' : '80');
  } catch {
    return '8969';
  }
}
