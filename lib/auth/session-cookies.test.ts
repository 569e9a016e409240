import { describe, expect, it } from 'vitest';
import {
  accessTokenCookie,
  refreshTokenCookie,
  sessionCookieClears,
  sessionCookieWrites,
  sessionHintCookie,
} from './session-cookies';

const now = Date.parse('2026-11-23T10:00:00Z');
const tokens = {
  access_token: 'access-abc',
  access_expiration_at: '2026-11-23T10:15:00Z',
  refresh_token: 'refresh-xyz',
  session_expiration_at: '2026-12-23T10:00:00Z',
};

describe('the session cookies', () => {
  it('keep the access token httpOnly until it expires, beside the refresh token and its hint', () => {
    const writes = sessionCookieWrites(tokens, false, now);
    const byName = Object.fromEntries(writes.map((w) => [w.name, w]));
    expect(byName[accessTokenCookie]).toEqual({
      name: 'access_token',
      value: 'access-abc',
      options: { path: '/', sameSite: 'lax', secure: false, httpOnly: true, maxAge: 15 * 60 },
    });
    expect(byName[refreshTokenCookie]?.options).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 3600 });
    expect(byName[refreshTokenCookie]?.value).toBe('refresh-xyz');
    // The hint is the only one page scripts may read; it holds no secret.
    expect(byName[sessionHintCookie]).toMatchObject({ value: '1', options: { httpOnly: false } });
    expect(writes.every((w) => w.options.sameSite === 'lax' && w.options.path === '/')).toBe(true);
  });

  it('are Secure under the same rule for all three, and an expired access token gets max-age 0', () => {
    const writes = sessionCookieWrites({ ...tokens, access_expiration_at: '2026-11-23T09:00:00Z' }, true, now);
    expect(writes.every((w) => w.options.secure)).toBe(true);
    expect(writes.find((w) => w.name === accessTokenCookie)?.options.maxAge).toBe(0);
  });

  it('are all cleared together at logout', () => {
    const clears = sessionCookieClears(true);
    expect(clears.map((c) => c.name).sort()).toEqual([accessTokenCookie, refreshTokenCookie, sessionHintCookie].sort());
    expect(clears.every((c) => c.value === '' && c.options.maxAge === 0 && c.options.secure)).toBe(true);
  });
});
