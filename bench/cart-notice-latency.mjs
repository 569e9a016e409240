// Latency of a live cart notice: from the moment something causes it (an order that takes the
// stock, or a bare publish) to its arrival in a second client, a real pusher-js subscribed to the
// cart's private channel. p50, p95 and max; target p95 ≤ 200 ms (issue "Guest purchase").
//
// `measureNoticeLatency` is the piece `npm run bench:cart` uses with its own trigger (placing an
// order against a running API). Run on its own, this file measures the websocket path without the
// order: `node --import tsx bench/cart-notice-latency.mjs [--samples 200] [--no-redis]` starts the
// shop API in this process (on the embedded database) and publishes with `app.broadcaster`; with
// Redis at REDIS_URL (default redis://127.0.0.1:6379) it also measures a notice published on one API
// instance and delivered by another (two apps, each with its own Redis connections).
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Pusher from 'pusher-js';
import { machineLine, printTable } from './lib/report.mjs';

export const noticeLatencyTargetP95Ms = 200;

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** pusher-js as the storefront configures it, with channel authorisation through POST /auth/broadcasting (JSON). */
function pusherFor(apiUrl, key, authHeaders) {
  const api = new URL(apiUrl);
  const tls = api.protocol === 'https:';
  const port = Number(api.port || (tls ? 443 : 80));
  return new Pusher(key, {
    cluster: 'eu',
    wsHost: api.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: [tls ? 'wss' : 'ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${apiUrl}/auth/broadcasting`,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${apiUrl}/auth/broadcasting`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...authHeaders },
          body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
        })
          .then(async (response) => {
            if (!response.ok) throw new Error(`POST /auth/broadcasting answered ${response.status}`);
            callback(null, await response.json());
          })
          .catch((error) => callback(error, null));
      },
    },
  });
}

function within(promise, timeoutMs, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Subscribes a pusher-js client (connected to `apiUrl`) to the cart's channel, then `samples` times
 * (after `warmup` unmeasured rounds) calls `trigger(i)` and waits for `event` on the channel:
 * latency = from just before `trigger` starts to the event's arrival. Rounds run one after another.
 * `authHeaders` go with POST /auth/broadcasting (whatever proves the client holds the cart).
 * Answers `{ samples, p50, p95, max, mean }` in milliseconds.
 */
export async function measureNoticeLatency({
  apiUrl,
  key = 'lumen-store-key',
  shopId = 1,
  cartId,
  trigger,
  event = 'cart-item-amount-changed-message',
  samples = 100,
  warmup = 5,
  timeoutMs = 5000,
  authHeaders = {},
}) {
  const client = pusherFor(apiUrl.replace(/\/+$/, ''), key, authHeaders);
  try {
    await within(
      new Promise((done) => client.connection.bind('connected', done)),
      timeoutMs,
      `connecting to ${apiUrl}/app/${key}`,
    );
    const channel = client.subscribe(`private-shop.${shopId}.cart.${cartId}`);
    await within(
      new Promise((done, fail) => {
        channel.bind('pusher:subscription_succeeded', done);
        channel.bind('pusher:subscription_error', (error) => fail(new Error(`subscription refused: ${error.error}`)));
      }),
      timeoutMs,
      'subscribing to the cart channel',
    );
    const latencies = [];
    for (let i = 0; i < warmup + samples; i++) {
      const arrived = new Promise((done) =>
        channel.bind(event, function once() {
          channel.unbind(event, once);
          done(performance.now());
        }),
      );
      const started = performance.now();
      await trigger(i);
      const at = await within(arrived, timeoutMs, `${event} #${i}`);
      if (i >= warmup) latencies.push(at - started);
    }
    return {
      samples: latencies.length,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      max: Math.max(...latencies),
      mean: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
    };
  } finally {
    client.disconnect();
  }
}

/** One table row per measured path: `rows` of `{ path, result }`. */
export function printNoticeLatency(rows, target = noticeLatencyTargetP95Ms) {
  const ms = (value) => value.toFixed(1);
  printTable(
    ['live notice', 'samples', 'p50 ms', 'p95 ms', 'max ms', `target p95 ≤ ${target} ms`],
    rows.map(({ path, result }) => [
      path,
      result.samples,
      ms(result.p50),
      ms(result.p95),
      ms(result.max),
      result.p95 <= target ? 'met' : 'MISSED',
    ]),
  );
}

// ── Run on its own ─────────────────────────────────────────────────────────────────────────────

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const finish = (up) => {
      socket.destroy();
      done(up);
    };
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.once('timeout', () => finish(false));
  });
}

/** The shop API in this process on an in-memory database, holding every cart (this needs tsx: `node --import tsx`). */
async function startApi(env) {
  const src = (path) => pathToFileURL(resolve(import.meta.dirname, '..', 'shop-api', 'src', path)).href;
  const [{ buildApp }, { loadConfig }, { openDatabase }, { seedReferenceData }] = await Promise.all([
    import(src('app.ts')),
    import(src('config.ts')),
    import(src('db/client.ts')),
    import(pathToFileURL(resolve(import.meta.dirname, '..', 'shop-api', 'seed', 'reference-data.ts')).href),
  ]);
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.db.transaction((tx) => seedReferenceData(tx));
  const config = loadConfig({ LOG_LEVEL: 'warn', SEED_ON_START: 'false', ...env });
  const app = await buildApp({ db: handle.db, config, authorizeCart: async () => true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url: `http://127.0.0.1:${app.server.address().port}`,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

async function main() {
  const { values: options } = parseArgs({
    options: { samples: { type: 'string', default: '200' }, 'no-redis': { type: 'boolean' } },
  });
  const samples = Number(options.samples);
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const withRedis = !options['no-redis'] && (await reachable(redisUrl));
  const data = (i) => ({ cart_item_id: 1, product_id: 1, product_variation_id: null, name: 'Bench item', amount: i });
  const publishOn = (api, cartId) => (i) =>
    api.app.broadcaster.toCart(cartId, 'cart-item-amount-changed-message', data(i));
  const rows = [];
  const apis = [];
  try {
    const single = await startApi({});
    apis.push(single);
    const cartId = randomUUID();
    const result = await measureNoticeLatency({
      apiUrl: single.url,
      cartId,
      samples,
      trigger: publishOn(single, cartId),
    });
    rows.push({ path: 'publish → client, one API', result });

    if (withRedis) {
      const env = { REDIS_URL: redisUrl, PUSHER_APP_ID: `bench-${randomUUID()}` };
      const [publisher, deliverer] = await Promise.all([startApi(env), startApi(env)]);
      apis.push(publisher, deliverer);
      const otherCart = randomUUID();
      rows.push({
        path: 'publish on API 1 → Redis → client of API 2',
        result: await measureNoticeLatency({
          apiUrl: deliverer.url,
          cartId: otherCart,
          samples,
          trigger: publishOn(publisher, otherCart),
        }),
      });
    } else {
      console.log(
        `[bench] Redis at ${redisUrl} ${options['no-redis'] ? 'left out (--no-redis)' : 'unreachable'}: one API only`,
      );
    }
  } finally {
    await Promise.all(apis.map((api) => api.close()));
  }
  console.log('');
  printNoticeLatency(rows);
  console.log(`\n${machineLine()}`);
  console.log('Measured in one Node process (servers and client share it); bench:cart measures from a placed order.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
