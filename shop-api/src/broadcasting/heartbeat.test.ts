import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from './heartbeat';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function heartbeat() {
  const ping = vi.fn();
  const expire = vi.fn();
  const beat = startHeartbeat({ activityMs: 1000, pongMs: 500, ping, expire });
  return { beat, ping, expire };
}

describe('startHeartbeat', () => {
  it('pings a silent client after the activity timeout and expires it when nothing comes back', () => {
    const { ping, expire } = heartbeat();
    vi.advanceTimersByTime(999);
    expect(ping).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('does not ping a client that keeps talking', () => {
    const { beat, ping } = heartbeat();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(600);
      beat.seen();
    }
    expect(ping).not.toHaveBeenCalled();
  });

  it('keeps a client that answers the ping, and pings it again after the next silence', () => {
    const { beat, ping, expire } = heartbeat();
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(200);
    beat.seen();
    vi.advanceTimersByTime(999);
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(ping).toHaveBeenCalledTimes(2);
    expect(expire).not.toHaveBeenCalled();
  });

  it('does nothing once stopped', () => {
    const { beat, ping, expire } = heartbeat();
    beat.stop();
    vi.advanceTimersByTime(10_000);
    expect(ping).not.toHaveBeenCalled();
    expect(expire).not.toHaveBeenCalled();
  });
});
