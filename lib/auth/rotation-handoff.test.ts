import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from '@contract/entities/customer';
import { RotationHandoff, sharedRotationHandoff } from './rotation-handoff';

/** The parts of the API's answer the handoff reads; the rest is never looked at. */
const tokens = (access: string) => ({ access_token: access, refresh_token: `refresh-of-${access}` }) as AuthTokens;
const conflict = () => Object.assign(new Error('refresh_in_progress'), { status: 409 });

/** A rotation the test finishes itself, as if the API's answer were still on its way. */
function heldRotation() {
  let finish: (answer: AuthTokens | Error) => void = () => undefined;
  const answer = new Promise<AuthTokens>((resolve, reject) => {
    finish = (value) => (value instanceof Error ? reject(value) : resolve(value));
  });
  return { rotation: () => answer, finish };
}

function handoffAt(clock: { now: number }, options: { lifetimeMs?: number; maxEntries?: number } = {}) {
  return new RotationHandoff({ lifetimeMs: 60_000, maxEntries: 100, ...options, now: () => clock.now });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the rotation handoff', () => {
  it('hands the new access token to whoever comes with the old refresh token, for a minute', async () => {
    const clock = { now: 0 };
    const handoff = handoffAt(clock);
    await expect(handoff.rotate('old-refresh', async () => tokens('new-access'))).resolves.toMatchObject({
      access_token: 'new-access',
    });
    expect(await handoff.handedOver('old-refresh')).toBe('new-access');
    // Asked again (a second reload): still there.
    expect(await handoff.handedOver('old-refresh')).toBe('new-access');
    // The new refresh token, or any other, opens nothing.
    expect(await handoff.handedOver('refresh-of-new-access')).toBeNull();
    expect(await handoff.handedOver('someone-else')).toBeNull();
    expect(handoff.rotatedRecently('old-refresh')).toBe(true);
    expect(handoff.rotatedRecently('refresh-of-new-access')).toBe(false);
    clock.now = 59_999;
    expect(await handoff.handedOver('old-refresh')).toBe('new-access');
    clock.now = 60_000;
    expect(handoff.rotatedRecently('old-refresh')).toBe(false);
    expect(await handoff.handedOver('old-refresh')).toBeNull();
    expect(handoff.size).toBe(0);
  });

  it('keeps nothing of a rotation the API refused, and answers its error as it came', async () => {
    const handoff = handoffAt({ now: 0 });
    const refused = conflict();
    await expect(handoff.rotate('old-refresh', () => Promise.reject(refused))).rejects.toBe(refused);
    expect(await handoff.handedOver('old-refresh', 0)).toBeNull();
    expect(handoff.size).toBe(0);
  });

  it('waits for a rotation still on its way (its answer in transit) and takes its token', async () => {
    const handoff = handoffAt({ now: 0 });
    const browser = heldRotation();
    const routeRotation = handoff.rotate('old-refresh', browser.rotation);
    const waiting = handoff.handedOver('old-refresh', 5_000);
    browser.finish(tokens('new-access'));
    expect(await waiting).toBe('new-access');
    await routeRotation;
  });

  it('gives up after the wait when the rotation on its way does not come back, and on its failure', async () => {
    vi.useFakeTimers();
    const handoff = handoffAt({ now: 0 });
    const hung = heldRotation();
    const rotation = handoff.rotate('old-refresh', hung.rotation).catch(() => null);
    const waiting = handoff.handedOver('old-refresh', 3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await waiting).toBeNull();

    const again = handoff.handedOver('old-refresh', 3_000);
    hung.finish(new Error('API away'));
    await rotation;
    // Settled at once by the failure, not by the timer.
    expect(await again).toBeNull();
  });

  it('hands over the rotation that won when the interceptor’s own attempt with the same token got the 409', async () => {
    const handoff = handoffAt({ now: 0 });
    // The browser's refresh and the interceptor's both start with the old token…
    const browser = heldRotation();
    const browserRotation = handoff.rotate('old-refresh', browser.rotation);
    // …the API rotates for the browser first and answers the interceptor's 409 while the browser's
    // answer is still on its way.
    await expect(handoff.rotate('old-refresh', () => Promise.reject(conflict()))).rejects.toMatchObject({
      status: 409,
    });
    const waiting = handoff.handedOver('old-refresh', 5_000);
    browser.finish(tokens('browser-access'));
    expect(await waiting).toBe('browser-access');
    await browserRotation;
  });

  it('holds at most its limit, dropping expired entries first and then the oldest', async () => {
    const clock = { now: 0 };
    const handoff = handoffAt(clock, { maxEntries: 3 });
    await handoff.rotate('a', async () => tokens('access-a'));
    clock.now = 10_000;
    await handoff.rotate('b', async () => tokens('access-b'));
    await handoff.rotate('c', async () => tokens('access-c'));
    await handoff.rotate('d', async () => tokens('access-d'));
    expect(handoff.size).toBe(3);
    expect(await handoff.handedOver('a', 0)).toBeNull();
    expect(await handoff.handedOver('b', 0)).toBe('access-b');

    // Once the old ones have expired, a new entry sweeps them away instead of dropping a live one.
    clock.now = 70_000;
    await handoff.rotate('e', async () => tokens('access-e'));
    expect(handoff.size).toBe(1);
    expect(await handoff.handedOver('e', 0)).toBe('access-e');

    // A slow rotation pushed out by newer ones does not come back over the bound when it answers.
    const slow = heldRotation();
    const slowRotation = handoff.rotate('slow', slow.rotation);
    for (const key of ['f', 'g', 'h']) await handoff.rotate(key, async () => tokens(`access-${key}`));
    slow.finish(tokens('access-slow'));
    await slowRotation;
    expect(handoff.size).toBe(3);
    expect(await handoff.handedOver('slow', 0)).toBeNull();
  });

  it('is one per process, also for a second copy of the module (the interceptor and the routes are bundled apart)', async () => {
    const first = sharedRotationHandoff();
    vi.resetModules();
    const copy = await import('./rotation-handoff');
    expect(copy.sharedRotationHandoff()).toBe(first);
    await first.rotate('shared-old', async () => tokens('shared-access'));
    expect(await copy.sharedRotationHandoff().handedOver('shared-old', 0)).toBe('shared-access');
  });
});

describe('a rotation whose answer the browser never got', () => {
  it('hands its tokens, the new refresh token too, once to a refresh that comes with the old one', async () => {
    const clock = { now: 0 };
    const handoff = handoffAt(clock);
    // The browser's refresh rotated the token, but the page navigated away before the answer (and
    // its cookies) arrived: the browser still holds the old refresh token.
    await handoff.rotate('old-refresh', async () => tokens('new-access'));
    clock.now = 5_000;
    // Its next refresh with the old token gets 409 from the API; the route asks for the successor.
    await expect(handoff.rotate('old-refresh', () => Promise.reject(conflict()))).rejects.toMatchObject({
      status: 409,
    });
    expect(await handoff.successorOnce('old-refresh')).toMatchObject({
      access_token: 'new-access',
      refresh_token: 'refresh-of-new-access',
    });
    // Only once: a second holder of the old token (a copy) gets nothing, the interceptor's access
    // token handoff is unchanged.
    expect(await handoff.successorOnce('old-refresh')).toBeNull();
    expect(await handoff.handedOver('old-refresh')).toBe('new-access');
    expect(await handoff.successorOnce('someone-else')).toBeNull();
  });

  it('waits for a rotation still on its way, and hands nothing of a refused one or after the lifetime', async () => {
    const clock = { now: 0 };
    const handoff = handoffAt(clock);
    const held = heldRotation();
    const rotation = handoff.rotate('old-refresh', held.rotation);
    const successor = handoff.successorOnce('old-refresh');
    held.finish(tokens('new-access'));
    await rotation;
    expect(await successor).toMatchObject({ refresh_token: 'refresh-of-new-access' });

    const refused = heldRotation();
    const failing = handoff.rotate('other-refresh', refused.rotation);
    const none = handoff.successorOnce('other-refresh');
    refused.finish(conflict());
    await expect(failing).rejects.toMatchObject({ status: 409 });
    expect(await none).toBeNull();

    await handoff.rotate('late-refresh', async () => tokens('late-access'));
    clock.now = 60_000;
    expect(await handoff.successorOnce('late-refresh')).toBeNull();
  });
});
