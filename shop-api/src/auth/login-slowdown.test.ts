import { describe, expect, it } from 'vitest';
import { loginDelayMs } from './login-slowdown';

describe('loginDelayMs', () => {
  const slowdown = { after: 10, maxMs: 4000 };

  it('waits nothing up to the free failures, then doubles from a sixteenth of the cap to the cap', () => {
    expect([0, 9].map((failures) => loginDelayMs(failures, slowdown))).toEqual([0, 0]);
    expect([10, 11, 12, 13, 14, 15, 500].map((failures) => loginDelayMs(failures, slowdown))).toEqual([
      250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('never waits with a cap of 0', () => {
    expect(loginDelayMs(1_000, { after: 1, maxMs: 0 })).toBe(0);
  });
});
