import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type Results<T extends readonly (() => unknown)[]> = {
  -readonly [K in keyof T]: T[K] extends () => infer R ? Awaited<R> : never;
};

/**
 * Runs reads that do not depend on each other: at once on the pool, where each query takes a
 * connection of its own, and one after another in a transaction. A transaction is one connection,
 * which runs one query at a time: pg queues a second one sent meanwhile (with a deprecation
 * warning; pg 9 refuses it), so sending them together there saves nothing. `db` is what the reads
 * run on: pass the same handle they use.
 */
export async function readTogether<const T extends readonly (() => unknown)[]>(
  db: Database,
  ...reads: T
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
