import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from '@contract/entities/customer';
import { GET, POST } from '@/app/api/auth/third-party/[provider]/route';

vi.mock('server-only', () => ({}));

const api = 'http://localhost:4000';
const web = 'http://localhost:3000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const context = (provider: string) => ({ params: Promise.resolve({ provider }) });
const hashOf = (state: string) => createHash('sha256').update(state).digest('base64url');
const statePath = '/api/auth/third-party/google';

const tokens: AuthTokens = {
  access_token: 'access',
  access_expiration_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  refresh_token: 'refresh',
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
    has_password: false,
    email_verified_at: null,
    preferred_payment_method_id: null,
    preferred_shipping_method_id: null,
    restrict_to_country_id: null,
    last_logged_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
};

/** The shop API's callback: it answers a session for any state and records what it was asked. */
function callbackAnswers(asked: unknown[] = []) {
  server.use(
    http.post(`${api}/socialite/callback`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ ...tokens, return_url: `${web}${statePath}` });
    }),
  );
  return asked;
}

function callback(query: string, cookie = '') {
  return GET(
    new NextRequest(`${web}${statePath}?${query}`, { headers: { cookie: `NEXT_LOCALE=en; ${cookie}` } }),
    context('google'),
  );
}

/** Every Set-Cookie of an answer, by name. */
const setCookies = (response: Response) =>
  new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));

describe('GET /api/auth/third-party/{provider}: the state is bound to the browser that started the sign-in', () => {
  it('refuses a callback without the state cookie (a URL replayed in another browser), before asking the API', async () => {
    const asked = callbackAnswers();
    const response = await callback('code=attacker-code&state=attacker-state');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${web}/en/login`);
    const cookies = setCookies(response);
    expect(cookies.get('auth_notice')).toContain('auth_notice=sign_in_not_started_here');
    expect(cookies.has('refresh_token')).toBe(false);
    expect(asked).toEqual([]);
  });

  it('refuses a callback whose state does not match the cookie, and clears the cookie', async () => {
    const asked = callbackAnswers();
    const response = await callback('code=c&state=attacker-state', `third_party_state=${hashOf('my-own-state')}`);
    expect(response.headers.get('location')).toBe(`${web}/en/login`);
    const cookies = setCookies(response);
    expect(cookies.get('auth_notice')).toContain('auth_notice=sign_in_not_started_here');
    expect(cookies.get('third_party_state')).toMatch(/^third_party_state=;.*Path=\/api\/auth\/third-party\/google/i);
    expect(cookies.get('third_party_state')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(cookies.has('refresh_token')).toBe(false);
    expect(asked).toEqual([]);
    // The raw state in the cookie (instead of its hash) is no match either.
    const raw = await callback('code=c&state=my-own-state', 'third_party_state=my-own-state');
    expect(setCookies(raw).get('auth_notice')).toContain('sign_in_not_started_here');
  });

  it('signs in with the right cookie, clears it and goes back to the remembered page', async () => {
    const asked = callbackAnswers();
    const response = await callback(
      'code=c&state=my-own-state',
      `third_party_state=${hashOf('my-own-state')}; sign_in_from=/en/clothing`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${web}/en/clothing`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookies = setCookies(response);
    expect(cookies.get('auth_notice')).toContain('auth_notice=login');
    expect(cookies.get('refresh_token')).toContain('refresh_token=refresh');
    expect(cookies.get('third_party_state')).toMatch(/^third_party_state=;.*Path=\/api\/auth\/third-party\/google/i);
    expect(asked).toEqual([{ provider: 'google', code: 'c', state: 'my-own-state' }]);
  });

  it('passes the issuer the provider named in its answer on to the API (RFC 9207)', async () => {
    const asked = callbackAnswers();
    const iss = 'https://accounts.google.com';
    const response = await callback(
      `code=c&state=my-own-state&iss=${encodeURIComponent(iss)}`,
      `third_party_state=${hashOf('my-own-state')}`,
    );
    expect(response.status).toBe(303);
    expect(asked).toEqual([{ provider: 'google', code: 'c', state: 'my-own-state', iss }]);
  });

  it('clears the cookie when the shopper declined at the provider too', async () => {
    const response = await callback(
      'error=access_denied&state=my-own-state',
      `third_party_state=${hashOf('my-own-state')}`,
    );
    const cookies = setCookies(response);
    expect(cookies.get('auth_notice')).toContain('auth_notice=login_failed');
    expect(cookies.get('third_party_state')).toMatch(/^third_party_state=;/);
  });

  it.each([
    ['return_url', '/.//evil.example'],
    ['return_url', '/en/../..//evil.example'],
    ['sign_in_from', '/en/../..//evil.example'],
    ['sign_in_from', '/.//evil.example'],
    ['sign_in_from', '/%2F/evil.example'],
  ])('never follows a %s cookie of %j off the site: the locale’s home instead', async (name, value) => {
    callbackAnswers();
    const response = await callback(
      'code=c&state=s',
      `third_party_state=${hashOf('s')}; ${name}=${encodeURIComponent(value)}`,
    );
    expect(response.headers.get('location')).toBe(`${web}/en`);
  });
});

describe('POST /api/auth/third-party/{provider}: the storefront starts the sign-in', () => {
  const providerUrl = (state: string) =>
    `${api}/sandbox/oauth/google/auth?response_type=code&client_id=x&state=${state}&code_challenge=y`;

  function redirectAnswers(asked: unknown[] = [], state = 'fresh-state') {
    server.use(
      http.post(`${api}/socialite/redirect`, async ({ request }) => {
        asked.push({ body: await request.json(), language: request.headers.get('Language-Preference') });
        return HttpResponse.json({ provider_auth_url: providerUrl(state) });
      }),
    );
    return asked;
  }

  const start = (origin: string, body: unknown = { locale: 'sk' }, headers: Record<string, string> = {}) =>
    POST(
      new NextRequest(`${origin}${statePath}`, {
        method: 'POST',
        headers: { origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
      context('google'),
    );

  it('asks the API for the provider’s address with this site’s return route and keeps the state’s hash in a cookie', async () => {
    const asked = redirectAnswers();
    const response = await start(web);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ providerAuthUrl: providerUrl('fresh-state') });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(asked).toEqual([{ body: { provider: 'google', return_url: `${web}${statePath}` }, language: 'sk' }]);
    const cookie = setCookies(response).get('third_party_state') ?? '';
    expect(cookie).toContain(`third_party_state=${hashOf('fresh-state')};`);
    expect(cookie).not.toContain('fresh-state;');
    expect(cookie).toMatch(/Path=\/api\/auth\/third-party\/google(;|$)/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600(;|$)/);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('marks the cookie Secure on https', async () => {
    redirectAnswers();
    const response = await start('https://shop.example');
    expect(setCookies(response).get('third_party_state')).toMatch(/; Secure/i);
  });

  it('refuses a cross-site start with 403 and sets nothing', async () => {
    const asked = redirectAnswers();
    const response = await start(web, {}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('passes the API’s invalid_return_url on, without a cookie', async () => {
    server.use(
      http.post(`${api}/socialite/redirect`, () =>
        HttpResponse.json(
          {
            status: 422,
            type: 'invalid_return_url',
            message: 'The return URL is not on the storefront.',
            errors: [{ field: 'return_url', message: 'The return URL must be a page of this shop’s storefront.' }],
          },
          { status: 422 },
        ),
      ),
    );
    const response = await start(web);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_return_url');
    expect(setCookies(response).has('third_party_state')).toBe(false);
  });

  it('answers 404 for an unknown provider', async () => {
    const response = await POST(
      new NextRequest(`${web}/api/auth/third-party/myspace`, {
        method: 'POST',
        headers: { origin: web, 'sec-fetch-site': 'same-origin' },
      }),
      context('myspace'),
    );
    expect(response.status).toBe(404);
  });
});
