// The shop API as `npm run bench:cart` runs it (`tsx bench/lib/cart-bench-api.ts`, settings from the
// environment as for shop-api/src/server.ts): seeded without pictures, which the cart never draws,
// and with the cart channels authorised for whoever holds an open cart (its id), which is the rule
// of docs/live-cart-notices.md. Stops on SIGTERM/SIGINT.
//
// With BENCH_LOCK_LOG=<file> (PostgreSQL only) every transaction is timed at the driver: its
// statements, and from the answer of its first `SELECT … FOR [NO KEY] UPDATE` on products or
// product_variations (a stock row lock) to the end of its COMMIT or ROLLBACK (the lock hold), with
// how long that statement waited for the lock. One JSON line per transaction is written to the
// file when the process exits (bench/cart.mjs reads it).
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../../shop-api/src/app';
import { findAccessibleCart, guestRequester } from '../../shop-api/src/cart/cart-access';
import { loadConfig } from '../../shop-api/src/config';
import { openDatabase } from '../../shop-api/src/db/client';
import { seedDemoShop } from '../../shop-api/seed/seed';

if (process.env.BENCH_LOCK_LOG) timeStockLocks(process.env.BENCH_LOCK_LOG);

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seedDemoShop(handle.db, { images: false });
const app = await buildApp({
  db: handle.db,
  config,
  authorizeCart: (cartId) =>
    findAccessibleCart(handle.db, cartId, guestRequester).then(
      () => true,
      () => false,
    ),
});
const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
await app.listen({ host: config.host, port: config.port });
console.log(`bench API on ${config.publicUrl} (${handle.driver})`);

interface OpenTransaction {
  began: number;
  statements: number;
  lockAnswered: number | null;
  lockWaitMs: number;
  statementsAtLock: number;
}

/** Wraps node-postgres' `Client#query` to log each transaction's stock-row lock hold (see the top). */
function timeStockLocks(file: string): void {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const open = new WeakMap<object, OpenTransaction>();
  const lines: string[] = [];
  const stockLock = /for (no key )?update/;
  const stockTable = /from "(products|product_variations)"/;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: object,
    ...args: unknown[]
  ) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = (typeof first === 'string' ? first : (first?.text ?? '')).trim().toLowerCase();
    const started = performance.now();
    if (text.startsWith('begin')) {
      open.set(this, { began: started, statements: 0, lockAnswered: null, lockWaitMs: 0, statementsAtLock: 0 });
    }
    const tx = open.get(this);
    if (tx) tx.statements++;
    const locks = tx !== undefined && tx.lockAnswered === null && stockLock.test(text) && stockTable.test(text);
    const answered = () => {
      if (!tx) return;
      const now = performance.now();
      if (locks && tx.lockAnswered === null) {
        tx.lockAnswered = now;
        tx.lockWaitMs = now - started;
        tx.statementsAtLock = tx.statements;
      }
      if (text === 'commit' || text === 'rollback') {
        open.delete(this);
        lines.push(
          JSON.stringify({
            at: Date.now(),
            outcome: text,
            statements: tx.statements,
            txMs: now - tx.began,
            waitMs: tx.lockAnswered === null ? null : tx.lockWaitMs,
            holdMs: tx.lockAnswered === null ? null : now - tx.lockAnswered,
            statementsUnderLock: tx.lockAnswered === null ? null : tx.statements - tx.statementsAtLock,
          }),
        );
      }
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        answered();
        (callback as (...r: unknown[]) => void)(...result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise)
      return result.then(
        (value: unknown) => {
          answered();
          return value;
        },
        (error: unknown) => {
          answered();
          throw error;
        },
      );
    return result;
  };
  process.on('exit', () => writeFileSync(file, lines.join('\n')));
}
