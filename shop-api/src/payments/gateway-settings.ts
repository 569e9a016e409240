import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PaymentGateway } from '@contract/calls/payments';
import { csobSettingNames, type CsobSettings } from './csob/csob-settings';
import { gopaySettingNames, type GoPaySettings } from './gopay/gopay-settings';

/**
 * The real card gateways' settings (docs/orders-and-payments.md, "Pointing at the real gateways"):
 * a gateway is live when all of its settings are given, off when none are; some of them is a
 * mistake that stops the process, in a demo too. A key file that cannot be read or is not a key,
 * and in production an address that is not https, stop it as well.
 */

type Env = Record<string, string | undefined>;

export interface LiveGatewaySettings {
  gopay: GoPaySettings | null;
  csob: CsobSettings | null;
}

/** How each card gateway runs: its real API (`live`), the demo's pay pages (`sandbox`), or not at all. */
export type CardGatewayMode = 'live' | 'sandbox' | null;

const valueOf = (env: Env, name: string) => (env[name] ? env[name] : undefined);

function completeness(env: Env, names: readonly string[], problems: string[]): boolean {
  const given = names.filter((name) => valueOf(env, name) !== undefined);
  if (given.length === 0) return false;
  for (const name of names)
    if (!given.includes(name)) problems.push(`${name} is not set (the gateway's other settings are)`);
  return given.length === names.length;
}

function apiUrlProblem(name: string, value: string, production: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not a URL`;
  }
  if (url.protocol === 'https:') return undefined;
  if (!production && url.protocol === 'http:') return undefined;
  return `${name} must be an https URL`;
}

function readKey(name: string, path: string, kind: 'private' | 'public', problems: string[]) {
  try {
    const pem = readFileSync(path, 'utf8');
    return kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
  } catch {
    problems.push(`${name} does not name a readable PEM ${kind} key`);
    return null;
  }
}

/** Reads the real gateways' settings; `problems` names every mistake (empty when none). */
export function readGatewaySettings(
  env: Env,
  production: boolean,
): { settings: LiveGatewaySettings; problems: string[] } {
  const problems: string[] = [];
  let gopay: GoPaySettings | null = null;
  if (completeness(env, gopaySettingNames, problems)) {
    const [goid, clientId, clientSecret, apiUrl] = gopaySettingNames.map((name) => env[name]!);
    const before = problems.length;
    if (!/^\d{10}$/.test(goid!)) problems.push('GOPAY_GOID is not a GoID (10 digits)');
    const urlProblem = apiUrlProblem('GOPAY_API_URL', apiUrl!, production);
    if (urlProblem) problems.push(urlProblem);
    if (problems.length === before)
      gopay = { goid: goid!, clientId: clientId!, clientSecret: clientSecret!, apiUrl: apiUrl! };
  }
  let csob: CsobSettings | null = null;
  if (completeness(env, csobSettingNames, problems)) {
    const [merchantId, privateKeyFile, publicKeyFile, apiUrl] = csobSettingNames.map((name) => env[name]!);
    const before = problems.length;
    const urlProblem = apiUrlProblem('CSOB_API_URL', apiUrl!, production);
    if (urlProblem) problems.push(urlProblem);
    const privateKey = readKey('CSOB_PRIVATE_KEY_FILE', privateKeyFile!, 'private', problems);
    const bankPublicKey = readKey('CSOB_BANK_PUBLIC_KEY_FILE', publicKeyFile!, 'public', problems);
    if (problems.length === before && privateKey && bankPublicKey)
      csob = { merchantId: merchantId!, privateKey, bankPublicKey, apiUrl: apiUrl! };
  }
  return { settings: { gopay, csob }, problems };
}

/** Each gateway's mode: live when configured; otherwise the demo's sandbox (`sandbox` allowed), or off. */
export function cardGatewayModes(
  settings: LiveGatewaySettings,
  sandboxAllowed: boolean,
): Record<PaymentGateway, CardGatewayMode> {
  const fallback = sandboxAllowed ? 'sandbox' : null;
  return { gopay: settings.gopay ? 'live' : fallback, csob: settings.csob ? 'live' : fallback };
}
