import type { Database } from '../db/client';

/** A transaction of the shop's database; cart writes run in one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction: reads work on either. */
export type Executor = Database | Tx;

/** Rows of `execute(sql…)` on both drivers (node-postgres answers `{ rows }`, PGlite too). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
