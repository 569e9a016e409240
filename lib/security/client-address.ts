import { BlockList, isIP } from 'node:net';

/**
 * The shopper's address as the storefront's server can vouch for it (docs/customer-accounts-storefront.md,
 * "The shopper's address"). Server code only; not marked `server-only` because the request
 * interceptor (proxy.ts) reaches it through lib/auth/session-transport.ts.
 */

type Family = 'ipv4' | 'ipv6';

/** proxy-addr's range names, the ones the shop API's TRUSTED_PROXIES takes too. */
const namedRanges: Record<string, [string, number, Family][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

function familyOf(address: string): Family | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, as a dual-stack socket reports it) in its IPv4 form. */
export function plainAddress(address: string): string {
  return /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;
}

/**
 * The proxies in front of the storefront (TRUSTED_PROXIES: IPs, CIDRs, loopback / linklocal /
 * uniquelocal, comma-separated). Anything else throws, naming the setting.
 */
export function parseTrustedProxies(value: string): BlockList {
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const named = namedRanges[entry];
    if (named) {
      for (const [network, bits, family] of named) list.addSubnet(network, bits, family);
      continue;
    }
    const [address = '', bits, ...rest] = entry.split('/');
    const family = familyOf(address);
    const widest = family === 'ipv4' ? 32 : 128;
    const prefix = bits === undefined ? widest : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    if (!family || rest.length > 0 || !(prefix <= widest))
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP, a CIDR or loopback, linklocal, uniquelocal.`);
    list.addSubnet(address, prefix, family);
  }
  return list;
}

/**
 * The client's address in an `X-Forwarded-For` chain whose right-most entry is this server's own
 * socket peer (lib/security/socket-peer.ts sees to that): read from the right, the first address
 * that is not a trusted proxy; every entry left of it was written by someone nobody vouches for.
 * Null when that entry is not an address at all.
 */
export function clientAddress(forwardedFor: string | null, trusted: BlockList): string | null {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => plainAddress(entry.trim()))
    .filter(Boolean);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const address = chain[index]!;
    const family = familyOf(address);
    if (!family) return null;
    if (index === 0 || !trusted.check(address, family)) return address;
  }
  return null;
}

let parsed: { value: string; list: BlockList } | undefined;

/** The storefront server's TRUSTED_PROXIES, parsed once per value (instrumentation.ts checks it at start). */
export function storefrontTrustedProxies(): BlockList {
  const value = process.env.TRUSTED_PROXIES ?? '';
  if (parsed?.value !== value) parsed = { value, list: parseTrustedProxies(value) };
  return parsed.list;
}
