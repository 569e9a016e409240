import { describe, expect, it, vi } from 'vitest';
import { createRefresher, readSession } from './session-refresh';

const session = { accessToken: 'new-access', accessExpirationAt: '2026-11-23T07:00:00.000Z' };
const ok = () => Response.json(session);
const status = (code: number) => new Response(null, { status: code });

describe('createRefresher', () => {
  it('runs one refresh for concurrent callers and shares its outcome', async () => {
    let release: (response: Response) => void = () => undefined;
    const post = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const refresh = createRefresher({ post, wait: async () => undefined });
    const calls = [refresh(), refresh(), refresh()];
    release(ok());
    const outcomes = await Promise.all(calls);
    expect(post).toHaveBeenCalledTimes(1);
    for (const outcome of outcomes) expect(outcome).toEqual({ kind: 'refreshed', session });
  });

  it('starts a new refresh once the previous one has settled', async () => {
    const post = vi.fn(async () => ok());
    const refresh = createRefresher({ post, wait: async () => undefined });
    await refresh();
    await refresh();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('waits and retries once after 409 refresh_in_progress (another tab rotated the cookie)', async () => {
    const post = vi.fn<() => Promise<Response>>().mockResolvedValueOnce(status(409)).mockResolvedValueOnce(ok());
    const wait = vi.fn(async () => undefined);
    const outcome = await createRefresher({ post, wait, conflictDelayMs: 250 })();
    expect(wait).toHaveBeenCalledWith(250);
    expect(post).toHaveBeenCalledTimes(2);
    expect(outcome).toEqual({ kind: 'refreshed', session });
  });

  it('ends the session after a second 409, a 401 or a 400', async () => {
    for (const answers of [[409, 409], [401], [400]]) {
      const post = vi.fn<() => Promise<Response>>();
      for (const code of answers) post.mockResolvedValueOnce(status(code));
      expect(await createRefresher({ post, wait: async () => undefined })()).toEqual({ kind: 'ended' });
      expect(post).toHaveBeenCalledTimes(answers.length);
    }
  });

  it('reports a network failure, a 5xx or a bad body as failed, not as a session that ended', async () => {
    const failing = [
      () => Promise.reject(new TypeError('network')),
      async () => status(503),
      async () => Response.json({ accessToken: 1 }),
    ];
    for (const post of failing) {
      expect(await createRefresher({ post, wait: async () => undefined })()).toEqual({ kind: 'failed' });
    }
  });
});

describe('readSession', () => {
  it('reads the routes’ answer and refuses anything else', () => {
    expect(readSession(session)).toEqual(session);
    expect(readSession({ accessToken: '', accessExpirationAt: 'x' })).toBeNull();
    expect(readSession(null)).toBeNull();
    expect(readSession('token')).toBeNull();
  });
});
