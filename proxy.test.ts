import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The shop API's `page-kind` check as the proxy asks it: paths with `no-such` are unknown there. */
const pageKindCalls: string[] = [];
beforeEach(() => {
  pageKindCalls.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname } = new URL(url);
    pageKindCalls.push(pathname);
    return pathname.includes('no-such')
      ? Response.json({ status: 404, type: 'not_found', message: 'Page not found.', errors: [] }, { status: 404 })
      : Response.json({ kind: 'product' });
  });
});

const nonceOf = (policy: string | null) =>
  directiveSources(policy ?? '', 'script-src')?.find((s) => s.startsWith("'nonce-"));
/** The policy the page is rendered with: Next.js reads its nonce from the forwarded request header. */
const forwardedPolicy = (response: Response) => response.headers.get('x-middleware-request-content-security-policy');

describe('the request interceptor', async () => {
  it('serves a catalogue page from the cached route with the nonce of that entry, and no cookie', async () => {
    const first = await call('/en/red-cotton-t-shirt');
    const again = await call('/en/red-cotton-t-shirt', { cookie: 'tracking_id=x' });
    expect(first.headers.get('x-middleware-rewrite')).toContain('/en/cached/eur-with/red-cotton-t-shirt');
    expect(first.headers.get('set-cookie')).toBeNull();
    const policy = first.headers.get('content-security-policy');
    expect(nonceOf(policy)).toBeDefined();
    expect(nonceOf(policy)).toBe(nonceOf(again.headers.get('content-security-policy')));
    expect(forwardedPolicy(first)).toBe(policy);
    // Another page of the same variant is the same entry scope; another variant is not.
    expect(nonceOf((await call('/en/clothing')).headers.get('content-security-policy'))).toBe(nonceOf(policy));
    const czk = await call('/en/red-cotton-t-shirt', { cookie: 'currency=CZK' });
    expect(nonceOf(czk.headers.get('content-security-policy'))).not.toBe(nonceOf(policy));
  });

  it('gives a page rendered per request a fresh nonce and may set cookies there', async () => {
    const login = await call('/en/login');
    const other = await call('/en/login');
    expect(nonceOf(login.headers.get('content-security-policy'))).not.toBe(
      nonceOf(other.headers.get('content-security-policy')),
    );
    expect(forwardedPolicy(login)).toBe(login.headers.get('content-security-policy'));
    expect(login.headers.get('set-cookie')).toContain('tracking_id=');
  });

  it('makes its redirects that set cookies private', async () => {
    for (const response of await Promise.all([
      call('/', { 'accept-language': 'cs' }),
      call('/en/customer/dashboard'),
    ])) {
      expect(response.headers.get('location')).toBeTruthy();
      expect(response.headers.get('set-cookie')).toBeTruthy();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(directiveSources(response.headers.get('content-security-policy') ?? '', 'default-src')).toEqual([
        "'none'",
      ]);
    }
  });

  it('sends the security headers on everything, its own 400 included, and HSTS over HTTPS only', async () => {
    for (const response of await Promise.all([
      call('/en/%E0%A4%A'),
      call('/en/red-cotton-t-shirt'),
      call('/en/login'),
    ])) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    expect((await call('/en/%E0%A4%A')).status).toBe(400);
    const https = await call('/en/red-cotton-t-shirt', { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(directiveSources(https.headers.get('content-security-policy') ?? '', 'upgrade-insecure-requests')).toEqual(
      [],
    );
  });

  it('rewrites a catalogue path the shop API does not know to the server-rendered 404 page, asking once', async () => {
    const first = await call('/cs/no-such-page-xyz');
    expect(first.status).toBe(404);
    expect(first.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/cs/not-found-page/no-such-page-xyz');
    // Rendered per request: a fresh nonce, and the cookies a private page may carry.
    expect(forwardedPolicy(first)).toBe(first.headers.get('content-security-policy'));
    const again = await call('/cs/no-such-page-xyz');
    expect(nonceOf(again.headers.get('content-security-policy'))).not.toBe(
      nonceOf(first.headers.get('content-security-policy')),
    );
    expect(first.headers.get('set-cookie')).toContain('tracking_id=');
    expect(pageKindCalls).toEqual(['/page-kind/no-such-page-xyz']);
  });

  it('serves a page the shop API knows from the cached route after one check, and asks nothing for RSC requests', async () => {
    expect((await call('/sk/known-page-abc')).headers.get('x-middleware-rewrite')).toContain(
      '/sk/cached/eur-with/known-page-abc',
    );
    await call('/sk/known-page-abc');
    expect(pageKindCalls).toEqual(['/page-kind/known-page-abc']);
    const rsc = await call('/sk/no-such-rsc-page', { rsc: '1' });
    expect(rsc.headers.get('x-middleware-rewrite')).toContain('/sk/cached/eur-with/no-such-rsc-page');
    expect(pageKindCalls).toHaveLength(1);
  });

  it('sends internal route segments and order ids that cannot be ids to the 404 page without asking', async () => {
    for (const path of ['/en/not-found-page/x', '/en/cached/eur-with/red-cotton-t-shirt']) {
      const response = await call(path, { rsc: '1' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-middleware-rewrite'), path).toContain(`/en/not-found-page/${path.slice(4)}`);
    }
    const order = await call('/cs/zakaznik/objednavka/abc', { cookie: 'refresh_token=x' });
    expect(order.status).toBe(404);
    expect(order.headers.get('x-middleware-rewrite')).toContain('/cs/not-found-page/zakaznik/objednavka/abc');
    expect((await call('/cs/zakaznik/objednavka/12', { cookie: 'refresh_token=x' })).status).toBe(200);
    expect(pageKindCalls).toEqual([]);
  });

  it('renders the page as usual when the shop API cannot say', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ status: 500, type: 'internal_error', message: 'x', errors: [] }, { status: 500 }),
    );
    const response = await call('/en/no-such-while-down');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toContain('/en/cached/eur-with/no-such-while-down');
  });
});
