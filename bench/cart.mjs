// `npm run bench:cart`: the cart and the order under load, and the live notice an order causes.
//
// - add to cart: round trip p50/p99 of POST /carts/{id}/items with 20 shoppers at once, each on
//   their own cart, as ratios to GET /carts/{id} measured the same way in the same run (the phases
//   take turns, --rounds times; the median round counts);
// - orders per second: 20 shoppers placing --orders prepared orders (POST /orders) at once, as a
//   ratio to the GET's requests per second;
// - live notice: from just before the POST /orders that takes the stock to the
//   `cart-item-amount-changed-message` in a second pusher-js client subscribed to another cart that
//   held the item (bench/cart-notice-latency.mjs); p50/p95, target p95 ≤ 200 ms.
//
// The shop API runs as its own process on its own port and a fresh database (PGlite under the
// system temp folder; `--postgres` uses a throw-away database on BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), seeded without pictures (bench/lib/cart-bench-api.ts).
// The notice is measured on a second API process whose carts hold stock for 1.2 s only
// (CART_RESERVATION_MINUTES=0.02): a cart's units are out of others' reach while its reservation
// lives, so the watching cart must have let go of them for an order to take them.
// Every answer that is not 2xx is counted per phase and printed after the tables (a 5xx is flagged:
// a failed add is not a fast add); the call is not timed and the shopper goes on.
// On PostgreSQL the cart API also logs how long each transaction held a stock row lock
// (BENCH_LOCK_LOG, bench/lib/cart-bench-api.ts), printed per phase.
// Ports: BENCH_API_PORT (default 4019) and the next one. Options: --shoppers 20 --duration 8 (s per
// phase) --rounds 3 --orders 200 --samples 100 --postgres.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  measureNoticeLatency,
  noticeLatencyTargetP95Ms,
  percentile,
  printNoticeLatency,
} from './cart-notice-latency.mjs';
import { machineLine, median, printTable } from './lib/report.mjs';
import { errorReportingEnv, errorReportingLine } from './lib/servers.mjs';

const root = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '20' },
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    orders: { type: 'string', default: '200' },
    samples: { type: 'string', default: '100' },
    postgres: { type: 'boolean' },
  },
});
const shoppers = Number(options.shoppers);
const durationMs = Number(options.duration) * 1000;
const rounds = Number(options.rounds);
const orderCount = Number(options.orders);
const samples = Number(options.samples);
const firstPort = Number(process.env.BENCH_API_PORT ?? 4019);
const adminToken = randomBytes(16).toString('hex');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Demo data (docs/cart.md): product 25 has no variations; product 20 is the small tracked stock. */
const tee = 25;
const shirt = 20;
const headers = { 'language-preference': 'en', 'currency-preference': 'CZK' };
const json = { ...headers, 'content-type': 'application/json' };

// ── The API processes ──────────────────────────────────────────────────────────────────────────

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startApi(name, port, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cart-bench-'));
  let database = null;
  if (options.postgres) {
    database = `bench_cart_${name}_${randomBytes(4).toString('hex')}`;
    await admin(`create database "${database}"`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const apiUrl = `http://127.0.0.1:${port}`;
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['bench/lib/cart-bench-api.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      API_PUBLIC_URL: apiUrl,
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      DATABASE_URL: database ? url.toString() : '',
      MAILBOX_DIR: 'memory',
      REDIS_URL: '',
      ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'warn',
      ...errorReportingEnv,
      ...env,
    },
  });
  const log = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log.push(chunk.toString()));
  const exited = new Promise((done) => child.on('exit', (code) => done(code)));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await admin(`drop database if exists "${database}" with (force)`);
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} API exited:\n${log.join('')}`);
    try {
      if ((await fetch(`${apiUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ${name} API did not start:\n${log.join('')}`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  /** The API's own error log lines (pino level 50), e.g. what a 500 was. */
  const errors = () =>
    log
      .join('')
      .split('\n')
      .filter((line) => line.includes('"level":50'));
  return { apiUrl, stop, errors };
}

// ── Calls ──────────────────────────────────────────────────────────────────────────────────────

/** An answer that was not 2xx. */
class StatusError extends Error {
  constructor(method, path, status, text) {
    super(`${method} ${path} answered ${status}: ${text.slice(0, 300)}`);
    this.status = status;
  }
}

/** Non-2xx answers per phase and status ("hot add 500" → count), and the phase the calls belong to. */
const failures = new Map();
const firstFailure = new Map();
let phase = 'setup';

async function request(apiUrl, method, path, body) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    ...(body === undefined ? { headers } : { headers: json, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) {
    const key = `${phase}: ${method} ${path.replace(/[0-9a-f-]{36}/g, '{id}').replace(/\/\d+$/, '/{itemId}')} ${response.status}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
    if (!firstFailure.has(key)) firstFailure.set(key, text.slice(0, 200));
    throw new StatusError(method, path, response.status, text);
  }
  return text ? JSON.parse(text) : null;
}

/** Runs `call`; an answer that was not 2xx (already counted) gives `fallback` instead of ending the run. */
async function counted(call, fallback = null) {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StatusError) return fallback;
    throw error;
  }
}

async function setStock(apiUrl, productId, stock) {
  const response = await fetch(`${apiUrl}/admin/products/${productId}`, {
    method: 'PATCH',
    headers: { ...json, authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ stock_state: stock }),
  });
  if (!response.ok) throw new Error(`setting the stock answered ${response.status}: ${await response.text()}`);
}

/** A cart with the item and every checkout choice made: shop pickup, bank transfer, a billing address. */
async function readyCart(apiUrl, item) {
  const cart = await request(apiUrl, 'POST', '/carts');
  await request(apiUrl, 'POST', `/carts/${cart.id}/items`, item);
  await request(apiUrl, 'PATCH', `/carts/${cart.id}`, { email: `bench-${randomUUID().slice(0, 8)}@example.com` });
  await request(apiUrl, 'PUT', `/carts/${cart.id}/shipping-methods`, { shipping_method_id: 4 });
  await request(apiUrl, 'PUT', `/carts/${cart.id}/payment-methods`, { payment_method_id: 1 });
  await request(apiUrl, 'PATCH', `/carts/${cart.id}/addresses/billing`, {
    first_name: 'Bench',
    last_name: 'Shopper',
    dial_code: '+420',
    phone: '601234567',
    country_id: 1,
  });
  return cart.id;
}

const placeOrder = (apiUrl, cartId) =>
  request(apiUrl, 'POST', '/orders', { cart_id: cartId }).then((order) => order.id);

/** Runs `work` on `concurrency` workers over `items`. */
async function inParallel(items, concurrency, work) {
  const queue = [...items];
  const results = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) results.push(await work(item));
    }),
  );
  return results;
}

/**
 * Each shopper repeats `call(shopper)` for `durationMs`; answers the latencies (ms) and calls per
 * second. A call that answers a number has timed itself (the part it measures); otherwise the
 * whole call counts.
 */
/** Time windows (epoch ms) of each measured phase, to pick the API's lock log entries of a phase. */
const windows = [];

async function load(shopperCarts, call, label) {
  phase = label;
  const latencies = [];
  const started = performance.now();
  const window = { label, from: Date.now(), to: 0 };
  const until = started + durationMs;
  await Promise.all(
    shopperCarts.map(async (shopper) => {
      while (performance.now() < until) {
        const before = performance.now();
        const own = await counted(() => call(shopper), false);
        if (own === false) continue; // not 2xx: counted, not timed
        latencies.push(typeof own === 'number' ? own : performance.now() - before);
      }
    }),
  );
  window.to = Date.now();
  windows.push(window);
  const seconds = (performance.now() - started) / 1000;
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), perSecond: latencies.length / seconds };
}

// ── Phases ─────────────────────────────────────────────────────────────────────────────────────

/** Products a shopper can add without choosing a variation, one per shopper (found by trying them). */
async function ownProducts(apiUrl, count) {
  const scratch = await request(apiUrl, 'POST', '/carts');
  const found = [];
  for (let id = 21; found.length < count && id < 400; id++) {
    // Not the small-stock item, nor one that brings the product gift (products 1, 6, 11, … : docs/cart.md).
    if (id === shirt || id % 5 === 1) continue;
    await setStock(apiUrl, id, 1_000_000).catch(() => undefined);
    const response = await fetch(`${apiUrl}/carts/${scratch.id}/items`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ product_id: id, amount: 1 }),
    });
    await response.arrayBuffer();
    if (response.ok) found.push(id);
  }
  if (found.length < count) throw new Error(`only ${found.length} products can be added without a variation`);
  return found;
}

async function cartPhases(apiUrl) {
  await setStock(apiUrl, tee, 1_000_000);
  const own = await ownProducts(apiUrl, shoppers);
  const carts = await inParallel(
    Array.from({ length: shoppers }, (_, i) => i),
    shoppers,
    async (i) => {
      const cart = await request(apiUrl, 'POST', '/carts');
      await request(apiUrl, 'POST', `/carts/${cart.id}/items`, { product_id: tee, amount: 1 });
      return { id: cart.id, added: { [tee]: 1, [own[i]]: 0 }, own: own[i] };
    },
  );
  const getCart = (shopper) => request(apiUrl, 'GET', `/carts/${shopper.id}`);
  const adding = (productOf) => async (shopper) => {
    const productId = productOf(shopper);
    const before = performance.now();
    const cart = await request(apiUrl, 'POST', `/carts/${shopper.id}/items`, { product_id: productId, amount: 1 });
    const latency = performance.now() - before;
    // Keep the cart small, below the order gift's threshold: a line at two goes back to one (not
    // counted: only the POST's round trip is the add's latency).
    if (++shopper.added[productId] >= 2) {
      shopper.added[productId] = 1;
      const line = cart.items.find((item) => item.product_id === productId && item.item_type === 0);
      await request(apiUrl, 'PATCH', `/carts/${shopper.id}/items/${line.id}`, { amount: 1 });
    }
    return latency;
  };
  const addSame = adding(() => tee);
  const addOwn = adding((shopper) => shopper.own);
  await load(carts, getCart, 'warm-up'); // warm-up
  await load(carts, addOwn, 'warm-up');
  const results = { get: [], same: [], own: [] };
  for (let round = 0; round < rounds; round++) {
    results.get.push(await load(carts, getCart, 'GET cart'));
    results.own.push(await load(carts, addOwn, 'own add'));
    results.same.push(await load(carts, addSame, 'hot add'));
  }
  const pick = (list) => ({
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    perSecond: median(list.map((r) => r.perSecond)),
  });

  console.log(`[bench] preparing ${orderCount} carts ready to order…`);
  phase = 'order carts';
  const ready = (
    await inParallel(
      Array.from({ length: orderCount }, (_, i) => i),
      shoppers,
      () => counted(() => readyCart(apiUrl, { product_id: tee, amount: 1 })),
    )
  ).filter((id) => id !== null);
  phase = 'orders';
  const orderLatencies = [];
  const started = performance.now();
  await inParallel(ready, shoppers, async (cartId) => {
    const before = performance.now();
    if ((await counted(() => placeOrder(apiUrl, cartId), false)) === false) return;
    orderLatencies.push(performance.now() - before);
  });
  const orderSeconds = (performance.now() - started) / 1000;
  return {
    get: pick(results.get),
    own: pick(results.own),
    same: pick(results.same),
    orders: {
      p50: percentile(orderLatencies, 0.5),
      p99: percentile(orderLatencies, 0.99),
      perSecond: orderLatencies.length / orderSeconds,
    },
  };
}

async function noticePhase(apiUrl) {
  phase = 'live notice';
  const warmup = 5;
  const total = samples + warmup;
  // The watcher holds every unit; once its reservation has run out, each order of one unit lowers
  // it by one (one unit more than the orders take, so that the last one still lowers, not sells out).
  await setStock(apiUrl, shirt, total + 1);
  const watcher = await request(apiUrl, 'POST', '/carts');
  await request(apiUrl, 'POST', `/carts/${watcher.id}/items`, { product_id: shirt, amount: total + 1 });
  await new Promise((done) => setTimeout(done, 1500));
  const latencies = [];
  for (let i = 0; i < total; i++) {
    const cartId = await readyCart(apiUrl, { product_id: shirt, amount: 1 });
    const result = await measureNoticeLatency({
      apiUrl,
      cartId: watcher.id,
      event: 'cart-item-amount-changed-message',
      samples: 1,
      warmup: 0,
      timeoutMs: 30_000,
      trigger: () => placeOrder(apiUrl, cartId),
    });
    if (i >= warmup) latencies.push(result.max);
  }
  return {
    samples: latencies.length,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    max: Math.max(...latencies),
    mean: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
  };
}

// ── Run ────────────────────────────────────────────────────────────────────────────────────────

const lockLog = join(mkdtempSync(join(tmpdir(), 'cart-bench-locks-')), 'locks.jsonl');
const apis = [];
let report = () => undefined;
try {
  console.log(
    `[bench] starting two shop APIs (${options.postgres ? 'PostgreSQL' : 'PGlite'}, seeding without pictures)…`,
  );
  const [main, notices] = await Promise.all([
    startApi('cart', firstPort, options.postgres ? { BENCH_LOCK_LOG: lockLog } : {}),
    // The watcher holds every unit of the small stock: no guests' cap there (docs/cart.md).
    startApi('notice', firstPort + 1, { CART_RESERVATION_MINUTES: '0.02', CART_GUEST_HOLD_SHARE: '1' }),
  ]);
  apis.push(main, notices);
  console.log(`[bench] ${shoppers} shoppers, ${rounds} rounds of ${durationMs / 1000} s per phase…`);
  const cart = await cartPhases(main.apiUrl);
  console.log(`[bench] live notices: ${samples} orders, each measured to its event…`);
  const notice = await noticePhase(notices.apiUrl);

  const ms = (value) => value.toFixed(1);
  const ratio = (value) => value.toFixed(2);
  console.log('');
  printTable(
    ['at 20 shoppers', 'p50 ms', 'p99 ms', 'per second', 'ratio to GET cart', 'target'],
    [
      ['GET /carts/{id} (baseline)', ms(cart.get.p50), ms(cart.get.p99), cart.get.perSecond.toFixed(0), '1', ''],
      ...[
        ['add to cart, each shopper its own item', cart.own],
        ['add to cart, one item for all (hot item)', cart.same],
      ].map(([label, add]) => [
        label,
        ms(add.p50),
        ms(add.p99),
        add.perSecond.toFixed(0),
        `p50 ×${ratio(add.p50 / cart.get.p50)}, p99 ×${ratio(add.p99 / cart.get.p99)}`,
        `p99 ≤ ×3: ${add.p99 / cart.get.p99 <= 3 ? 'met' : 'MISSED'}`,
      ]),
      [
        `order: POST /orders (${orderCount})`,
        ms(cart.orders.p50),
        ms(cart.orders.p99),
        cart.orders.perSecond.toFixed(1),
        `orders/s ÷ GET/s = ${(cart.orders.perSecond / cart.get.perSecond).toFixed(3)}`,
        `≥ 0.1: ${cart.orders.perSecond / cart.get.perSecond >= 0.1 ? 'met' : 'MISSED'}`,
      ],
    ],
  );
  console.log('');
  printNoticeLatency(
    [{ path: 'POST /orders → event in a second pusher-js client', result: notice }],
    noticeLatencyTargetP95Ms,
  );
  const apiErrors = main.errors();
  report = () => {
    console.log('');
    printFailures();
    for (const line of apiErrors.slice(0, 3)) {
      const entry = JSON.parse(line);
      console.log(
        `API error: ${String(entry.err?.message ?? entry.msg)
          .replaceAll('\n', ' ')
          .slice(-300)}`,
      );
    }
    if (options.postgres) printLockHolds();
    console.log(`\n${machineLine()}; ${errorReportingLine}`);
    console.log(`database: ${options.postgres ? 'PostgreSQL' : 'PGlite'}; client and servers share the machine.`);
  };
} finally {
  await Promise.all(apis.map((api) => api.stop()));
}
report();

function printFailures() {
  const total = [...failures.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) {
    console.log('answers that were not 2xx: none');
    return;
  }
  const serverErrors = [...failures].filter(([key]) => / 5\d\d$/.test(key)).reduce((sum, [, n]) => sum + n, 0);
  printTable(
    ['answers that were not 2xx (phase: call status)', 'count', 'first body'],
    [...failures].map(([key, n]) => [key, n, (firstFailure.get(key) ?? '').replaceAll('|', '/')]),
  );
  if (serverErrors > 0) console.log(`FLAG: ${serverErrors} answers were 5xx (server errors).`);
}

/**
 * The stock-row lock holds the cart API logged (PostgreSQL only): from the answer of the first
 * `SELECT … FOR [NO KEY] UPDATE` on products or variations to the end of the COMMIT, per phase.
 */
function printLockHolds() {
  if (!existsSync(lockLog)) {
    console.log('lock holds: the API wrote no log');
    return;
  }
  const entries = readFileSync(lockLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const rows = [];
  for (const label of ['own add', 'hot add', 'GET cart']) {
    const inPhase = entries.filter((e) => windows.some((w) => w.label === label && e.at >= w.from && e.at <= w.to));
    const holds = inPhase.filter((e) => e.holdMs !== null);
    if (inPhase.length === 0) continue;
    const pick = (key, fraction) =>
      percentile(
        holds.map((e) => e[key]),
        fraction,
      ).toFixed(1);
    rows.push([
      label,
      inPhase.length,
      holds.length,
      holds.length ? `${pick('waitMs', 0.5)} / ${pick('waitMs', 0.99)}` : '–',
      holds.length ? `${pick('holdMs', 0.5)} / ${pick('holdMs', 0.99)}` : '–',
      holds.length ? median(holds.map((e) => e.statementsUnderLock)) : '–',
      median(inPhase.map((e) => e.statements)),
      `${median(inPhase.map((e) => e.txMs)).toFixed(1)}`,
      inPhase.filter((e) => e.outcome === 'rollback').length,
    ]);
  }
  printTable(
    [
      'write transactions',
      'count',
      'with a stock lock',
      'lock wait p50 / p99 ms',
      'lock held p50 / p99 ms',
      'statements under the lock (median, commit included)',
      'statements in the transaction (median)',
      'transaction ms (median)',
      'rolled back (a 422, or a deadlock)',
    ],
    rows,
  );
  rmSync(dirname(lockLog), { recursive: true, force: true });
}
