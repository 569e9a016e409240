import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies, plainAddress } from './client-address';

describe('clientAddress', () => {
  const none = parseTrustedProxies('');
  const proxies = parseTrustedProxies('10.0.0.0/8, 2001:db8::1, loopback');

  it('is the right-most entry when no proxy is trusted', () => {
    expect(clientAddress('192.0.2.1, 198.51.100.66, 203.0.113.9', none)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', none)).toBe('203.0.113.9');
    expect(clientAddress(null, none)).toBeNull();
  });

  it('skips trusted proxies from the right and stops at the first other address', () => {
    expect(clientAddress('192.0.2.1, 203.0.113.9, 10.9.8.7, 2001:db8::1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9, ::ffff:127.0.0.1', proxies)).toBe('203.0.113.9');
    // A chain of proxies only: the left-most one is what is known.
    expect(clientAddress('10.0.0.1, 10.0.0.2', proxies)).toBe('10.0.0.1');
  });

  it('vouches for nothing when the entry it reaches is not an address', () => {
    expect(clientAddress('203.0.113.9, unknown', none)).toBeNull();
    expect(clientAddress('unknown, 10.0.0.2', proxies)).toBeNull();
  });
});

describe('parseTrustedProxies', () => {
  it('refuses what is not an IP, a CIDR or a range name, naming the setting', () => {
    for (const bad of ['proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.1/x', '300.1.1.1'])
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies(' 192.168.0.0/16 , ::1, uniquelocal, linklocal ')).not.toThrow();
  });

  it('reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(plainAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
