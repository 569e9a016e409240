import { isIP } from 'node:net';

/** proxy-addr's names of address ranges (Fastify's `trustProxy`), allowed in TRUSTED_PROXIES. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The entries of TRUSTED_PROXIES: comma-separated, trimmed, empty ones dropped. */
export function trustedProxyList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** An IP, a CIDR (`10.0.0.0/8`, `2001:db8::/32`) or a range name. */
export function isTrustedProxyEntry(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`: the list (request.ip is then the right-most X-Forwarded-For address that
 * is not a trusted proxy, read from the socket's peer leftwards), or `false` when the list is empty,
 * so the socket's address counts and X-Forwarded-For is ignored.
 */
export function trustProxyOption(trustedProxies: string[]): string[] | false {
  return trustedProxies.length > 0 ? trustedProxies : false;
}
