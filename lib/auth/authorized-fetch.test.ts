import { describe, expect, it, vi } from 'vitest';
import { createAuthorizedFetch } from './authorized-fetch';

const url = 'http://shop-api.test/me';
const bearerOf = (init?: RequestInit) => new Headers(init?.headers).get('Authorization');

/** A fake shop API that accepts only `valid` as the bearer. */
function fakeApi(valid: { token: string }) {
  return vi.fn<typeof fetch>(async (_input, init) =>
    bearerOf(init) === `Bearer ${valid.token}` ? Response.json({ ok: true }) : new Response(null, { status: 401 }),
  );
}

function session(initial: string | null) {
  const state = { token: initial };
  return {
    state,
    ready: vi.fn(async () => undefined),
    token: () => state.token,
  };
}

describe('createAuthorizedFetch', () => {
  it('adds the access token and sends the body and headers as given', async () => {
    const api = fakeApi({ token: 'a1' });
    const s = session('a1');
    const fetch = createAuthorizedFetch({ fetch: api, ...s, refresh: vi.fn() });
    const response = await fetch(url, {
      method: 'POST',
      body: '{"x":1}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(s.ready).toHaveBeenCalledTimes(1);
    const init = api.mock.calls[0]?.[1];
    expect(bearerOf(init)).toBe('Bearer a1');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"x":1}');
  });

  it('refreshes once on a 401 and sends the call again with the new token', async () => {
    const valid = { token: 'a2' };
    const api = fakeApi(valid);
    const s = session('a1');
    const refresh = vi.fn(async () => (s.state.token = 'a2'));
    const response = await createAuthorizedFetch({ fetch: api, ...s, refresh })(url, { method: 'POST', body: 'b' });
    expect(response.status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(api.mock.calls.map(([, init]) => bearerOf(init))).toEqual(['Bearer a1', 'Bearer a2']);
    expect(api.mock.calls[1]?.[1]?.body).toBe('b');
  });

  it('answers the 401 when the refresh fails, and never retries more than once', async () => {
    const api = fakeApi({ token: 'never' });
    const s = session('a1');
    const failed = await createAuthorizedFetch({ fetch: api, ...s, refresh: async () => null })(url);
    expect(failed.status).toBe(401);
    expect(api).toHaveBeenCalledTimes(1);

    const api2 = fakeApi({ token: 'never' });
    const refresh = vi.fn(async () => 'a3');
    const stillRefused = await createAuthorizedFetch({ fetch: api2, ...session('a1'), refresh })(url);
    expect(stillRefused.status).toBe(401);
    expect(api2).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a guest’s 401 (a call that needs a customer)', async () => {
    const api = fakeApi({ token: 'a1' });
    const refresh = vi.fn();
    const response = await createAuthorizedFetch({ fetch: api, ...session(null), refresh })(url);
    expect(response.status).toBe(401);
    expect(bearerOf(api.mock.calls[0]?.[1])).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('retries with a token another call already renewed, without a second refresh', async () => {
    const api = fakeApi({ token: 'a2' });
    const s = session('a1');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowApi = vi.fn<typeof fetch>(async (input, init) => {
      if (bearerOf(init) === 'Bearer a1') await gate;
      return api(input, init);
    });
    const refresh = vi.fn(async () => (s.state.token = 'a2'));
    const authorized = createAuthorizedFetch({ fetch: slowApi, ...s, refresh });
    const first = authorized(url);
    const second = authorized(url);
    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
