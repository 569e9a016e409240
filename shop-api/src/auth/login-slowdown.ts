import { setTimeout as sleep } from 'node:timers/promises';
import type { AuthConfig } from '../config';

type Slowdown = AuthConfig['rateLimits']['loginSlowdown'];

/**
 * How long an attempt on an account waits before its password is checked, given the account's
 * failed sign-ins in the window from all clients: nothing up to `after` failures, then a sixteenth
 * of the cap, doubling with every further failure up to the cap (250 ms … 4 s by default).
 */
export function loginDelayMs(failures: number, { after, maxMs }: Slowdown): number {
  if (failures < after) return 0;
  const step = failures - after; // 0 for the first attempt that waits
  return Math.min(maxMs, Math.round(maxMs / 16) * 2 ** step);
}

/**
 * Waits out the account's delay on a timer (the event loop serves other requests meanwhile). Every
 * attempt waits, the right password too, before the check: answering a failure late but a success
 * at once would tell the attacker to give up waiting after the short time.
 */
export async function slowDownLogin(failures: number, slowdown: Slowdown): Promise<void> {
  const ms = loginDelayMs(failures, slowdown);
  if (ms > 0) await sleep(ms);
}
