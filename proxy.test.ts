import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { appPathnames } from '@/lib/i18n/routing';
import { directiveSources } from '@/lib/security/content-security-policy';
import proxy from './proxy';

// next-intl's navigation module needs Next's client router; the proxy only maps a route to its path.
vi.mock('@/lib/i18n/navigation', () => ({
  getPathname: ({ locale, href }: { locale: 'cs' | 'sk' | 'en'; href: '/login' }) =>
    `/${locale}${appPathnames[href][locale]}`,
}));

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';

function call(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { 'user-agent': chrome, ...headers } }));
}

const nonceOf = (policy: string | null) =>
  directiveSources(policy ?? '', 'script-src')?.find((s) => s.startsWith("'nonce-"));
/** The policy the page is rendered with: Next.js reads its nonce from the forwarded request header. */
const forwardedPolicy = (response: Response) => response.headers.get('x-middleware-request-content-security-policy');

describe('the request interceptor', () => {
  it('serves a catalogue page from the cached route with the nonce of that entry, and no cookie', () => {
    const first = call('/en/red-cotton-t-shirt');
    const again = call('/en/red-cotton-t-shirt', { cookie: 'tracking_id=x' });
    expect(first.headers.get('x-middleware-rewrite')).toContain('/en/cached/eur-with/red-cotton-t-shirt');
    expect(first.headers.get('set-cookie')).toBeNull();
    const policy = first.headers.get('content-security-policy');
    expect(nonceOf(policy)).toBeDefined();
    expect(nonceOf(policy)).toBe(nonceOf(again.headers.get('content-security-policy')));
    expect(forwardedPolicy(first)).toBe(policy);
    // Another page of the same variant is the same entry scope; another variant is not.
    expect(nonceOf(call('/en/clothing').headers.get('content-security-policy'))).toBe(nonceOf(policy));
    const czk = call('/en/red-cotton-t-shirt', { cookie: 'currency=CZK' });
    expect(nonceOf(czk.headers.get('content-security-policy'))).not.toBe(nonceOf(policy));
  });

  it('gives a page rendered per request a fresh nonce and may set cookies there', () => {
    const login = call('/en/login');
    const other = call('/en/login');
    expect(nonceOf(login.headers.get('content-security-policy'))).not.toBe(
      nonceOf(other.headers.get('content-security-policy')),
    );
    expect(forwardedPolicy(login)).toBe(login.headers.get('content-security-policy'));
    expect(login.headers.get('set-cookie')).toContain('tracking_id=');
  });

  it('makes its redirects that set cookies private', () => {
    for (const response of [call('/', { 'accept-language': 'cs' }), call('/en/customer/dashboard')]) {
      expect(response.headers.get('location')).toBeTruthy();
      expect(response.headers.get('set-cookie')).toBeTruthy();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(directiveSources(response.headers.get('content-security-policy') ?? '', 'default-src')).toEqual([
        "'none'",
      ]);
    }
  });

  it('sends the security headers on everything, its own 400 included, and HSTS over HTTPS only', () => {
    for (const response of [call('/en/%E0%A4%A'), call('/en/red-cotton-t-shirt'), call('/en/login')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    expect(call('/en/%E0%A4%A').status).toBe(400);
    const https = call('/en/red-cotton-t-shirt', { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(directiveSources(https.headers.get('content-security-policy') ?? '', 'upgrade-insecure-requests')).toEqual(
      [],
    );
  });
});
