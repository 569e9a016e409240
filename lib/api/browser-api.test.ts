// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiHeaders } from '@contract/locales';
import { getBrowserApi } from './browser-api';
import { useSessionStore } from '@/stores/session-store';
import { readCookie } from './browser-cookies';

const api = 'http://localhost:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const trackingA = '11111111-1111-4111-8111-111111111111';
const trackingB = '22222222-2222-4222-8222-222222222222';
const OkSchema = z.object({ ok: z.boolean() });

function clearCookies() {
  for (const name of ['tracking_id', 'currency']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

describe('getBrowserApi', () => {
  beforeEach(clearCookies);

  it('sends the tracking id and currency cookies and includes credentials for another origin', async () => {
    document.cookie = `tracking_id=${trackingA}; Path=/`;
    document.cookie = 'currency=EUR; Path=/';
    let seen: Request | undefined;
    server.use(
      http.get(`${api}/shop-info`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    // msw 3 rebuilds the request it hands to a handler from what went over the wire, where the
    // fetch's `credentials` mode does not travel: the mode is read from the fetch call itself.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await getBrowserApi('sk').get(OkSchema, 'shop-info');
    const credentials = fetchSpy.mock.calls.map(([, init]) => init?.credentials);
    fetchSpy.mockRestore();
    expect(seen?.headers.get(apiHeaders.trackingId)).toBe(trackingA);
    expect(seen?.headers.get(apiHeaders.currency)).toBe('EUR');
    expect(seen?.headers.get(apiHeaders.language)).toBe('sk');
    expect(credentials).toEqual(['include']);
  });

  it('ignores a currency cookie the contract does not know', async () => {
    document.cookie = 'currency=USD; Path=/';
    let seen: Headers | undefined;
    server.use(
      http.get(`${api}/shop-info`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await getBrowserApi('cs').get(OkSchema, 'shop-info');
    expect(seen?.has(apiHeaders.currency)).toBe(false);
  });

  it('writes a tracking id handed out by the API back to its cookie', async () => {
    document.cookie = `tracking_id=${trackingA}; Path=/`;
    server.use(
      http.get(`${api}/shop-info`, () =>
        HttpResponse.json({ ok: true }, { headers: { [apiHeaders.trackingId]: trackingB } }),
      ),
    );
    await getBrowserApi('cs').get(OkSchema, 'shop-info');
    expect(readCookie('tracking_id')).toBe(trackingB);
  });
});

describe('getBrowserApi session', () => {
  beforeEach(() => {
    clearCookies();
    document.cookie = 'session_hint=; Path=/; Max-Age=0';
    useSessionStore.setState({ status: 'unknown', accessToken: null, accessExpirationAt: null, notices: [] });
  });

  const later = () => new Date(Date.now() + 300_000).toISOString();

  it('is a guest without the session hint: no refresh, no bearer', async () => {
    let bearer: string | null = 'unset';
    server.use(
      http.get(`${api}/shop-info`, ({ request }) => {
        bearer = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await getBrowserApi('cs').get(OkSchema, 'shop-info');
    expect(bearer).toBeNull();
    expect(useSessionStore.getState().status).toBe('guest');
  });

  it('refreshes on page load when the hint is there, then sends the new access token', async () => {
    document.cookie = 'session_hint=1; Path=/';
    const refreshes: number[] = [];
    let bearer: string | null = null;
    server.use(
      http.post('*/api/auth/refresh', () => {
        refreshes.push(1);
        return HttpResponse.json({ accessToken: 'fresh', accessExpirationAt: later() });
      }),
      http.get(`${api}/auth/me`, ({ request }) => {
        bearer = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await Promise.all([getBrowserApi('cs').get(OkSchema, 'auth/me'), getBrowserApi('cs').get(OkSchema, 'auth/me')]);
    expect(refreshes).toHaveLength(1);
    expect(bearer).toBe('Bearer fresh');
    expect(useSessionStore.getState().status).toBe('customer');
  });

  it('refreshes once for concurrent 401s and retries each call', async () => {
    useSessionStore.getState().signIn({ accessToken: 'old', accessExpirationAt: later() });
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'new', accessExpirationAt: later() });
      }),
      http.get(`${api}/orders`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer new'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ status: 401, type: 'unauthorized', message: 'Expired.', errors: [] }, { status: 401 }),
      ),
    );
    const answers = await Promise.all([1, 2, 3].map(() => getBrowserApi('en').get(OkSchema, 'orders')));
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
  });

  it('a failed refresh signs the customer out, leaves the notice and answers the 401', async () => {
    useSessionStore.getState().signIn({ accessToken: 'old', accessExpirationAt: later() });
    server.use(
      http.post('*/api/auth/refresh', () => new HttpResponse(null, { status: 401 })),
      http.get(`${api}/orders`, () =>
        HttpResponse.json({ status: 401, type: 'unauthorized', message: 'Expired.', errors: [] }, { status: 401 }),
      ),
    );
    await expect(getBrowserApi('en').get(OkSchema, 'orders')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState()).toMatchObject({
      status: 'guest',
      accessToken: null,
      notices: ['session_refresh_failed'],
    });
  });
});
