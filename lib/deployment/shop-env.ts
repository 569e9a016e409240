/**
 * The storefront's side of `SHOP_ENV` (docs/deploying.md): `demo` (the default) runs on development
 * defaults against a demo shop API; `production` refuses to start while any of its settings is
 * missing, short or a value this repository publishes, and names each in one line.
 */

import { errorReportingSettings } from '@contract/error-reporting/settings';

export type ShopEnv = 'demo' | 'production';

type Env = Record<string, string | undefined>;

const minimumSecretLength = 32;
/** Values published in `.env.example`, the code and the browser tests: never a production setting. */
const publishedDefaults = new Set([
  'lumen-store-key',
  'e2e-revalidate-secret',
  'http://localhost:4000',
  'http://localhost:3000',
]);

export function shopEnvOf(env: Env): ShopEnv | undefined {
  const value = env.SHOP_ENV || 'demo';
  return value === 'demo' || value === 'production' ? value : undefined;
}

/** Every reason this storefront must not start with these settings; empty when it may. */
export function storefrontSettingProblems(env: Env): string[] {
  const shopEnv = shopEnvOf(env);
  if (shopEnv === undefined) return [`SHOP_ENV is "${env.SHOP_ENV}", not demo or production`];
  // SENTRY_*: a bad rate stops a demo too; production takes an https DSN or none, and no Spotlight.
  const problems = errorReportingSettings(env, shopEnv).problems;
  if (shopEnv === 'demo') return problems;
  const secret = env.REVALIDATE_SECRET;
  if (!secret) problems.push('REVALIDATE_SECRET is not set');
  else if (publishedDefaults.has(secret)) problems.push('REVALIDATE_SECRET is a published development default');
  else if (secret.length < minimumSecretLength)
    problems.push(`REVALIDATE_SECRET is shorter than ${minimumSecretLength} characters`);
  for (const name of ['NEXT_PUBLIC_API_URL', 'NEXT_PUBLIC_PUSHER_KEY'] as const) {
    const value = env[name];
    if (!value) problems.push(`${name} is not set (it is read when the storefront is built)`);
    else if (publishedDefaults.has(value)) problems.push(`${name} is a published development default`);
  }
  // Canonical, sitemap and Open Graph links name the shop's public address, never the development one.
  if (!env.SITE_URL) problems.push('SITE_URL is not set');
  else if (publishedDefaults.has(env.SITE_URL)) problems.push('SITE_URL is a published development default');
  return problems;
}

export function startBanner(shopEnv: ShopEnv): string {
  return shopEnv === 'production'
    ? '[storefront] SHOP_ENV=production: settings checked.'
    : '[storefront] SHOP_ENV=demo: a DEMO storefront for a demo shop API. Do not expose it; see docs/deploying.md.';
}

export function refusalLine(problems: readonly string[]): string {
  return `[storefront] Refusing to start with SHOP_ENV=${process.env.SHOP_ENV ?? 'demo'}: ${problems.join('; ')}. See docs/deploying.md.`;
}
