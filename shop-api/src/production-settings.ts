import { errorReportingSettings } from '@contract/error-reporting/settings';

/**
 * What a production shop API must be given before it may start (docs/deploying.md). A demo
 * (`SHOP_ENV=demo`, the default) runs on development defaults and sandboxes; a production process
 * refuses to start while any secret is missing, short or a value published in `.env.example` or the
 * code, and names every such setting in one line.
 */

import { readSignInSettings, signInSettingNames } from './third-party-sign-in/sign-in-settings';

export const shopEnvs = ['demo', 'production'] as const;
export type ShopEnv = (typeof shopEnvs)[number];

/** Secrets a production API needs, each at least this long (32 random bytes make 43 base64url characters). */
export const minimumSecretLength = 32;
const requiredSecrets = [
  'PUSHER_SECRET',
  'ORDER_TOKEN_SECRET',
  'INVOICE_LINK_SECRET',
  'REVALIDATE_SECRET',
  'ADMIN_TOKEN',
] as const;

/** Settings a production API needs that are not secrets (where it is reached, where its data and mail go). */
const requiredSettings = [
  'DATABASE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'API_PUBLIC_URL',
  'STOREFRONT_ORIGINS',
  'STOREFRONT_REVALIDATE_URL',
] as const;

/**
 * Every value this repository publishes as a default or an example (`.env.example`, config.ts,
 * the browser tests' settings): known to anyone who reads the code, so never a production secret.
 */
export const publishedDefaults: ReadonlySet<string> = new Set([
  'lumen-store-dev-secret',
  'lumen-store-dev-order-secret',
  'lumen-store-key',
  'lumen-store',
  'lumen-sandbox-google',
  'lumen-sandbox-google-secret',
  'lumen-sandbox-facebook',
  'lumen-sandbox-facebook-secret',
  'Lumen Store <obchod@lumen.example>',
  'e2e-admin-token',
  'e2e-revalidate-secret',
]);

type Env = Record<string, string | undefined>;
const valueOf = (env: Env, name: string) => (env[name] ? env[name] : undefined);

function secretProblem(env: Env, name: string, minLength: number): string | undefined {
  const value = valueOf(env, name);
  if (value === undefined) return `${name} is not set`;
  if (publishedDefaults.has(value)) return `${name} is a published development default`;
  if (value.length < minLength) return `${name} is shorter than ${minLength} characters`;
  if (new Set(value).size < 8) return `${name} repeats too few characters to be random`;
  return undefined;
}

/**
 * Third-party sign-in: a provider with some of its settings but not all, an issuer that is not
 * https (sign-in-settings.ts), a sandbox client id, a weak client secret.
 */
function providerProblems(env: Env): string[] {
  const problems = readSignInSettings(env, { production: true, publicUrl: '' }).problems;
  for (const { clientId, clientSecret } of Object.values(signInSettingNames)) {
    const id = valueOf(env, clientId);
    if (id !== undefined && publishedDefaults.has(id)) problems.push(`${clientId} is a published development default`);
    const secretIssue = valueOf(env, clientSecret) === undefined ? undefined : secretProblem(env, clientSecret, 16);
    if (secretIssue) problems.push(secretIssue);
  }
  return problems;
}

/** Every reason a production shop API must not start with these settings; empty when it may. */
export function productionSettingProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const name of requiredSecrets) {
    const problem = secretProblem(env, name, minimumSecretLength);
    if (problem) problems.push(problem);
  }
  for (const name of requiredSettings) {
    const value = valueOf(env, name);
    if (value === undefined) problems.push(`${name} is not set`);
    else if (publishedDefaults.has(value)) problems.push(`${name} is a published development default`);
  }
  if (valueOf(env, 'PUSHER_KEY') === undefined || publishedDefaults.has(env.PUSHER_KEY ?? ''))
    problems.push('PUSHER_KEY is not set to the shop’s own key');
  if (env.API_TEST_FAULTS === '1') problems.push('API_TEST_FAULTS=1 mounts test faults (demo only)');
  if (env.PAYMENT_GATEWAYS === 'sandbox')
    problems.push('PAYMENT_GATEWAYS=sandbox mounts sandbox pay pages (demo only)');
  if (env.MAILBOX_DIR) problems.push('MAILBOX_DIR keeps mail in the sandbox mailbox (demo only)');
  problems.push(...providerProblems(env));
  // SENTRY_DSN is optional; when set it must be https, and a production process sends nothing to Spotlight.
  problems.push(...errorReportingSettings(env, 'production').problems);
  return problems;
}

/** The one line a production process that must not start writes before it exits. */
export function refusalLine(problems: readonly string[]): string {
  return `Refusing to start with SHOP_ENV=production: ${problems.join('; ')}. See docs/deploying.md.`;
}

/** The start banner's line of the mode. */
export function modeBanner(shopEnv: ShopEnv): string {
  return shopEnv === 'production'
    ? 'SHOP_ENV=production: no sandbox is mounted; every secret was checked.'
    : 'SHOP_ENV=demo: a DEMO with sandboxes (mailbox, pay pages, identity provider) answering loopback clients only. Do not expose it; see docs/deploying.md for production.';
}
