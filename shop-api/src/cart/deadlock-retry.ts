/** PostgreSQL's deadlock_detected (40P01), on the error or any of its causes (Drizzle wraps it). */
export function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

/** How often a transaction PostgreSQL rolled back for a deadlock is run in all. */
export const deadlockAttempts = 3;

/**
 * Runs a transaction again when PostgreSQL rolled it back to break a deadlock: the rollback undid
 * all of it, so running it again is safe. Any other error, or a deadlock on the last attempt, is
 * thrown as it came.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = deadlockAttempts): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
