import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from '@contract/entities/customer';
import { sharedRotationHandoff } from '@/lib/auth/rotation-handoff';
import { directiveSources } from '@/lib/security/content-security-policy';
import proxy from './proxy';

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
    expect((await call('/cs/zakaznik/objednavka/12', { cookie: 'refresh_token=x; access_token=y' })).status).toBe(200);
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

describe('the session refresh of an order detail', () => {
  const tokens: AuthTokens = {
    access_token: 'fresh-access',
    access_expiration_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    refresh_token: 'rotated-refresh',
    session_expiration_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    token_type: 'Bearer',
    customer: {
      id: 1,
      email: 'jana.novakova@example.com',
      first_name: 'Jana',
      last_name: 'Nováková',
      dial_code: null,
      phone: null,
      birth_at: null,
      gender_oriented_product_preference: null,
      code: null,
      locale: 'cs',
      is_active: true,
      is_blocked: false,
      is_subscribed: false,
      has_password: true,
      email_verified_at: null,
      preferred_payment_method_id: null,
      preferred_shipping_method_id: null,
      restrict_to_country_id: null,
      last_logged_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  };
  const refreshes: { token: unknown; forwardedFor: string | null; userAgent: string | null }[] = [];
  function apiAnswers(refresh: () => Response) {
    refreshes.length = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (!new URL(url).pathname.endsWith('/auth/refresh')) throw new Error(`unexpected call ${url}`);
      const headers = new Headers(init.headers);
      const body = JSON.parse(String(init.body)) as { refresh_token: unknown };
      refreshes.push({
        token: body.refresh_token,
        forwardedFor: headers.get('x-forwarded-for'),
        userAgent: headers.get('user-agent'),
      });
      return refresh();
    });
  }
  const error = (status: number, type: string) =>
    Response.json({ status, type, message: type, errors: [] }, { status });
  const forwardedToken = (response: Response) => response.headers.get('x-middleware-request-x-refreshed-access-token');
  const orderPage = '/cs/zakaznik/objednavka/12';

  it('refreshes once for the shopper, sets the rotated cookies and hands the page the new token', async () => {
    apiAnswers(() => Response.json(tokens));
    const response = await call(orderPage, { cookie: 'refresh_token=old-refresh', 'x-forwarded-for': '203.0.113.9' });
    expect(response.status).toBe(200);
    expect(refreshes).toEqual([{ token: 'old-refresh', forwardedFor: '203.0.113.9', userAgent: chrome }]);
    expect(forwardedToken(response)).toBe('fresh-access');
    expect(response.cookies.get('refresh_token')).toMatchObject({ value: 'rotated-refresh', httpOnly: true });
    const access = response.cookies.get('access_token');
    expect(access).toMatchObject({ value: 'fresh-access', httpOnly: true, sameSite: 'lax', path: '/' });
    expect(access?.maxAge).toBeGreaterThanOrEqual(898);
    expect(response.cookies.get('session_hint')?.value).toBe('1');
  });

  it('leaves a fresh access cookie, another page, client navigations and a forged header alone', async () => {
    apiAnswers(() => Response.json(tokens));
    const forged = { 'x-refreshed-access-token': 'forged' };
    const withAccess = await call(orderPage, { cookie: 'refresh_token=r; access_token=a', ...forged });
    expect(forwardedToken(withAccess)).toBeNull();
    await call('/cs/zakaznik/dashboard', { cookie: 'refresh_token=r' });
    await call(orderPage, { cookie: 'refresh_token=r', rsc: '1' });
    await call(orderPage, { cookie: 'refresh_token=r', 'next-router-prefetch': '1' });
    expect(refreshes).toEqual([]);
    // A guest's forged header never reaches a page either.
    for (const path of ['/en/login', orderPage, '/en/red-cotton-t-shirt'])
      expect(forwardedToken(await call(path, forged)), path).toBeNull();
  });

  it('treats a session that is over as logged out: cookies cleared, off to login', async () => {
    apiAnswers(() => error(401, 'unauthenticated'));
    const response = await call(orderPage, { cookie: 'refresh_token=revoked; session_hint=1' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/cs/prihlaseni');
    expect(response.cookies.get('refresh_token')).toMatchObject({ value: '', maxAge: 0 });
    expect(response.cookies.get('access_token')).toMatchObject({ value: '', maxAge: 0 });
    expect(response.cookies.get('return_url')?.value).toBe(orderPage);
  });

  const noSessionCookie = (response: Response) =>
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/refresh_token|access_token|session_hint/);

  it('on a 409, renders with the token of the rotation this process made a moment earlier, and writes no cookie', async () => {
    // The browser's /api/auth/refresh rotated the token in this process a moment ago…
    await sharedRotationHandoff().rotate('rotated-by-browser', async () => ({
      ...tokens,
      access_token: 'browser-access',
    }));
    // …and a document request still carrying the old token reaches the interceptor.
    apiAnswers(() => error(409, 'refresh_in_progress'));
    const response = await call(orderPage, { cookie: 'refresh_token=rotated-by-browser; session_hint=1' });
    expect(refreshes.map((r) => r.token)).toEqual(['rotated-by-browser']);
    expect(response.status).toBe(200);
    expect(forwardedToken(response)).toBe('browser-access');
    // The token reaches the page's server render only; the browser gets its cookies from its own refresh.
    noSessionCookie(response);
    expect(response.headers.get('x-refreshed-access-token')).toBeNull();
  });

  it('refreshes despite an access cookie that died with the browser’s rotation a moment ago, and takes that rotation', async () => {
    // The page's own refresh rotated the session (the access cookie it still sends is dead now)…
    await sharedRotationHandoff().rotate('rotated-on-load', async () => ({ ...tokens, access_token: 'load-access' }));
    apiAnswers(() => error(409, 'refresh_in_progress'));
    // …and a document request leaves before its answer reached the cookie jar.
    const response = await call(orderPage, { cookie: 'refresh_token=rotated-on-load; access_token=dead-access' });
    expect(refreshes.map((r) => r.token)).toEqual(['rotated-on-load']);
    expect(forwardedToken(response)).toBe('load-access');
    noSessionCookie(response);
    // A refresh token this process has not rotated keeps its access cookie: no refresh.
    await call(orderPage, { cookie: 'refresh_token=never-rotated; access_token=live-access' });
    expect(refreshes).toHaveLength(1);
  });

  it('on a 409, waits for the browser’s rotation whose answer is still on its way', async () => {
    let deliver: () => void = () => undefined;
    const onItsWay = new Promise<typeof tokens>((resolve) => {
      deliver = () => resolve({ ...tokens, access_token: 'late-access' });
    });
    const browserRefresh = sharedRotationHandoff().rotate('in-flight', () => onItsWay);
    // The API has rotated for the browser: it answers the interceptor 409, and the browser's answer lands 50 ms later.
    apiAnswers(() => {
      setTimeout(deliver, 50);
      return error(409, 'refresh_in_progress');
    });
    const response = await call(orderPage, { cookie: 'refresh_token=in-flight' });
    expect(response.status).toBe(200);
    expect(forwardedToken(response)).toBe('late-access');
    noSessionCookie(response);
    await browserRefresh;
  });

  it('hands its own rotation to a reload that raced it with the same old token', async () => {
    apiAnswers(() => Response.json({ ...tokens, access_token: 'proxy-access' }));
    const first = await call(orderPage, { cookie: 'refresh_token=reloaded-twice' });
    expect(forwardedToken(first)).toBe('proxy-access');
    apiAnswers(() => error(409, 'refresh_in_progress'));
    const second = await call(orderPage, { cookie: 'refresh_token=reloaded-twice' });
    expect(forwardedToken(second)).toBe('proxy-access');
    noSessionCookie(second);
  });

  it('renders without a token and keeps the cookies when another process rotated the token a moment ago, or the API is away', async () => {
    for (const answer of [() => error(409, 'refresh_in_progress'), () => error(503, 'service_unavailable')]) {
      apiAnswers(answer);
      const response = await call(orderPage, { cookie: 'refresh_token=rotated-elsewhere' });
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
      expect(forwardedToken(response)).toBeNull();
      noSessionCookie(response);
    }
  });
});
