import { getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client';

/** The transaction the whole seed runs in. */
export type SeedTx = Parameters<Parameters<Database['transaction']>[0]>[0];

const defaultChunkSize = 500;

/**
 * Inserts rows a chunk at a time; rows that exist already (same id or same unique key) are left
 * as they are, which is what makes running the seed again harmless.
 */
export async function insertRows<T extends PgTable>(
  tx: SeedTx,
  table: T,
  rows: InferInsertModel<T>[],
  chunkSize = defaultChunkSize,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + chunkSize))
      .onConflictDoNothing();
  }
}

/** Moves each serial sequence past the explicit ids the seed wrote, so later inserts get fresh ids. */
export async function resetSequences(tx: SeedTx, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${sql.identifier(name)}`,
    );
  }
}
