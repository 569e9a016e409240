/**
 * PostgreSQL error codes (SQLSTATE) the order transaction reacts to. Both drivers put the code on
 * the error; Drizzle wraps it (`cause`), so the chain is searched.
 */
const uniqueViolation = '23505';
const retryable = new Set(['40001', '40P01']); // serialization failure, deadlock detected

function errorChain(error: unknown): { code?: unknown; constraint?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; constraint?: unknown; message?: unknown }[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    chain.push(current as { code?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** True when the error is a unique violation of that constraint (its name, or in its message). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return errorChain(error).some(
    (e) =>
      e.code === uniqueViolation &&
      (e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint))),
  );
}

/**
 * Runs `work` again when PostgreSQL gave up on it because of a concurrent transaction (a deadlock
 * it broke or a serialization failure): the same request then queues behind the other one instead
 * of failing with a 500.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const again = errorChain(error).some((e) => typeof e.code === 'string' && retryable.has(e.code));
      if (!again || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
