import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Runs one query inside whatever records it (error reporting's span); the SQL has placeholders, never values. */
export type TraceQuery = <T>(sql: string, run: () => Promise<T>) => Promise<T>;

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

function traceQueries(target: Queryable, trace: TraceQuery): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((sql: string, ...rest: unknown[]) =>
    trace(sql, () => (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest))) as typeof target.query;
  target.exec = ((sql: string, ...rest: unknown[]) =>
    trace(sql, () => (exec as (...args: unknown[]) => Promise<unknown>)(sql, ...rest))) as typeof target.exec;
}

/**
 * The embedded database's queries as spans of the request's trace (docs/error-reporting.md): the
 * SDK instruments the `pg` driver itself, not PGlite, so its client (and each transaction's) is
 * wrapped here.
 */
export function tracePglite(client: PGlite, trace: TraceQuery): void {
  traceQueries(client, trace);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      traceQueries(tx, trace);
      return callback(tx);
    })) as typeof client.transaction;
}
