import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';
import { tracePglite, type TraceQuery } from './traced-pglite';

export type Schema = typeof schema;
/** Both drivers answer the same Drizzle query API; code depends on this type only. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a throw-away database. */
  dataDir: string;
  /** Each PGlite query runs inside this (error reporting's spans); the SDK traces `pg` itself. */
  traceQuery?: TraceQuery;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // JIT off: catalogue reads are short OLTP queries; compiling them cost more than running them
    // (the faceted listing query spent 590 of 1130 ms in JIT at 10k products; docs/product-filters.md).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle client whose connection the server ends (restart, dropped database) must not crash the process.
    pool.on('error', (error) => console.error('[db] idle connection error:', error.message));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // unaccent backs the diacritic-insensitive search (migration 0003_search).
  const client = await PGlite.create(options.dataDir, { extensions: { unaccent } });
  if (options.traceQuery) tracePglite(client, options.traceQuery);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, driver: 'pglite', close: () => client.close() };
}
