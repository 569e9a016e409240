import { describe, expect, it } from 'vitest';
import { deadlockAttempts, isDeadlock, retryOnDeadlock } from './cart-writes';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs a transaction again after a deadlock and answers its result', async () => {
    let runs = 0;
    const result = await retryOnDeadlock(async () => {
      runs += 1;
      if (runs === 1) throw new Error('query failed', { cause: deadlock() });
      return 'written';
    });
    expect(result).toBe('written');
    expect(runs).toBe(2);
  });

  it('gives up after the last attempt with the deadlock itself', async () => {
    let runs = 0;
    await expect(
      retryOnDeadlock(async () => {
        runs += 1;
        throw deadlock();
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(deadlockAttempts);
  });

  it('does not run again on any other error', async () => {
    let runs = 0;
    await expect(
      retryOnDeadlock(async () => {
        runs += 1;
        throw Object.assign(new Error('unique violation'), { code: '23505' });
      }),
    ).rejects.toThrow('unique violation');
    expect(runs).toBe(1);
  });
});

describe('isDeadlock', () => {
  it('finds the code on a wrapped cause only', () => {
    expect(isDeadlock(new Error('outer', { cause: new Error('mid', { cause: deadlock() }) }))).toBe(true);
    expect(isDeadlock(new Error('plain'))).toBe(false);
    expect(isDeadlock(null)).toBe(false);
  });
});
