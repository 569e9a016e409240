import { sep } from 'node:path';
import pg from 'pg';
import { afterEach } from 'vitest';

/**
 * A PostgreSQL connection runs one query at a time. A query sent while another runs on the same
 * connection is queued by pg 8 (which warns once per process, from the third at once on) and will be
 * refused by pg 9. On a pool every query takes its own connection; in a transaction every query is
 * on the transaction's one connection, so a `Promise.all` of reads on `tx` is this mistake
 * (`readTogether` in shop-api/src/db/read-together.ts runs them one after another there). Every API
 * test on PostgreSQL fails when it happens, naming the two queries.
 */
const problems: string[] = [];

/** pg's own state of a connection: the query running (cleared before its result is handed over) and those waiting. */
interface ClientQueue {
  _activeQuery?: { text?: string } | null;
  _queryQueue?: { text?: string }[];
}

const sqlOf = (query: unknown) =>
  String(typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '?')).slice(0, 160);

const send = pg.Client.prototype.query;
pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const queue = this as unknown as ClientQueue;
  const busy = queue._activeQuery ?? queue._queryQueue?.[0];
  if (busy) problems.push(`sent: ${sqlOf(args[0])}\n  while running: ${sqlOf(busy)}`);
  return (send as (...a: unknown[]) => unknown).apply(this, args);
} as typeof send;

process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.stack?.includes(`${sep}node_modules${sep}pg${sep}`)) {
    problems.push(warning.stack);
  }
});

afterEach(() => {
  const found = problems.splice(0);
  if (found.length > 0) {
    throw new Error(
      `${found.length} query(ies) sent on a busy connection (a Promise.all on a transaction?):\n${found[0]}`,
    );
  }
});
