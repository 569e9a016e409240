import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopperApi } from './session-transport';

/**
 * What the storefront's server tells the shop API about the shopper (docs/customer-accounts-storefront.md,
 * "The shopper's address"): the address it saw, never the one the client wrote.
 */

const forwardedFor = (headers: Record<string, string>) =>
  shopperApi(new NextRequest('http://localhost:3000/api/auth/login', { method: 'POST', headers })).headers[
    'X-Forwarded-For'
  ];

afterEach(() => vi.unstubAllEnvs());

describe('shopperApi', () => {
  it('forwards the right-most address of the chain, its own socket peer, not the first one the client wrote', () => {
    vi.stubEnv('TRUSTED_PROXIES', '');
    expect(forwardedFor({ 'x-forwarded-for': '198.51.100.66, 203.0.113.9' })).toBe('203.0.113.9');
    expect(forwardedFor({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    expect(forwardedFor({ 'x-forwarded-for': '::ffff:127.0.0.1' })).toBe('127.0.0.1');
  });

  it('skips the storefront’s own TRUSTED_PROXIES from the right', () => {
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8');
    expect(forwardedFor({ 'x-forwarded-for': '198.51.100.66, 203.0.113.9, 10.1.2.3' })).toBe('203.0.113.9');
    vi.stubEnv('TRUSTED_PROXIES', 'loopback');
    expect(forwardedFor({ 'x-forwarded-for': '198.51.100.66, 203.0.113.9, ::1' })).toBe('203.0.113.9');
  });

  it('forwards nothing it cannot vouch for: X-Real-IP, a chain without an address at its right end', () => {
    vi.stubEnv('TRUSTED_PROXIES', '');
    expect(forwardedFor({ 'x-real-ip': '198.51.100.7' })).toBeUndefined();
    expect(forwardedFor({ 'x-forwarded-for': '203.0.113.9, not-an-address' })).toBeUndefined();
    expect(forwardedFor({})).toBeUndefined();
  });
});
