// `npm run bench:api`: listing and faceted-filter latency and throughput of the shop API's
// GET /product-filters at 1k, 10k and 100k products, and the 100k/1k throughput ratio (target ≥ 0.7).
// See docs/product-filters.md.
//
// Each size gets a throw-away PostgreSQL database on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), seeded with `--products N --no-images`, and its own
// API process; all of them run at once and the measurements take turns (size after size, --rounds
// times, the median counts), so load from other work on the machine hits every size alike.
// Options: --sizes 1000,10000,100000 --duration <s> (default 10) --connections <n> (default 8)
// --rounds <n> (default 3) --keep (keep the databases, and reuse one that exists, to rerun without seeding).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { printTable } from './lib/report.mjs';

const root = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    keep: { type: 'boolean' },
  },
});
const sizes = options.sizes.split(',').map(Number);
const duration = Number(options.duration);
const connections = Number(options.connections);
const rounds = Number(options.rounds);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const firstApiPort = Number(process.env.BENCH_API_PORT ?? 4018);
const target = 0.7;
const cpuTarget = 2;

const embed = 'urls,default_image_url,product_availability,brand{id,name}';
/** Clothing (a root category with three subcategories): about 18 % of the catalogue at every size. */
const requests = {
  listing: `/product-filters?category_id=1&embed=${encodeURIComponent(embed)}`,
  // Brand, size, availability and price filters and a price sort; broad enough to fill a page at every size.
  faceted: `/product-filters?category_id=1&embed=${encodeURIComponent(embed)}&state=${encodeURIComponent('dostupnost=skladem&velikost=l,m,s&znacka=lumera,nordvik&cena=300-3000&razeni=price-asc')}`,
};
/**
 * The faceted request with a different price floor each time (300, 301, … 2299, then again), so
 * no two requests in a row share an answer: the cost of a listing nobody asked for before.
 */
let variedCount = 0;
const variedPath = () =>
  `/product-filters?category_id=1&embed=${encodeURIComponent(embed)}&state=${encodeURIComponent(`dostupnost=skladem&velikost=l,m,s&znacka=lumera,nordvik&cena=${300 + (variedCount++ % 2000)}-3000&razeni=price-asc`)}`;
const kinds = [...Object.keys(requests), 'varied'];

const databaseUrl = (name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function prepareDatabase(size) {
  const name = `bench_api_scale_${size}`;
  const exists = (await admin(`select 1 from pg_database where datname = '${name}'`)).rowCount > 0;
  if (exists && options.keep) {
    console.log(`[bench] reusing database ${name}`);
    return name;
  }
  if (exists) await admin(`drop database "${name}" with (force)`);
  await admin(`create database "${name}"`);
  console.log(`[bench] seeding ${size} products into ${name}…`);
  const started = performance.now();
  const seed = spawnSync('npx', ['tsx', 'shop-api/seed/cli.ts', '--products', String(size), '--no-images'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl(name) },
  });
  if (seed.status !== 0) throw new Error(`seeding ${size} products failed`);
  console.log(`[bench] seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
  return name;
}

/**
 * The API runs as one Node process (tsx as an import hook, not a wrapper process), so its CPU time
 * can be read from /proc. `BENCH_API_NODE_ARGS` adds Node flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
function startApi(name, port) {
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'shop-api/src/server.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(name),
      API_PORT: String(port),
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
    },
  });
}

async function waitForApi(port) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API on port ${port} did not start`);
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time (user + system) the process has used so far, in ms: what process.cpuUsage() tells inside it. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/** One autocannon run, with the API process's CPU ms per answered request over the run. */
async function measure(api, port, path) {
  const before = cpuMs(api.pid);
  const result = await load(port, path);
  result.cpuMsPerRequest = (cpuMs(api.pid) - before) / result.requests.total;
  return result;
}

function load(port, path) {
  const varied = path === 'varied';
  return new Promise((done, fail) => {
    autocannon(
      {
        url: `http://localhost:${port}${varied ? variedPath() : path}`,
        connections,
        duration,
        headers: { 'language-preference': 'cs' },
        ...(varied && { requests: [{ setupRequest: (request) => ({ ...request, path: variedPath() }) }] }),
      },
      (error, result) =>
        error
          ? fail(error)
          : result.non2xx
            ? fail(new Error(`${path}: ${result.non2xx} answers were not 2xx`))
            : done(result),
    );
  });
}

async function describeAnswers(port) {
  const answers = {};
  for (const [kind, path] of Object.entries(requests)) {
    const response = await fetch(`http://localhost:${port}${path}`, { headers: { 'language-preference': 'cs' } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${kind} answered ${response.status}: ${JSON.stringify(body)}`);
    answers[kind] = { matching: body.pagination_data.items_count, items: body.items.length };
  }
  answers.varied = answers.faceted;
  return answers;
}

const medianBy = (results, pick) => [...results].sort((a, b) => pick(a) - pick(b))[Math.floor(results.length / 2)];

async function main() {
  const shops = [];
  for (const [n, size] of sizes.entries())
    shops.push({ size, name: await prepareDatabase(size), port: firstApiPort + n });
  const apis = shops.map((shop) => (shop.api = startApi(shop.name, shop.port)));
  const results = [];
  try {
    for (const shop of shops) {
      await waitForApi(shop.port);
      shop.answers = await describeAnswers(shop.port);
      for (const path of Object.values(requests)) await measure(shop.api, shop.port, path); // warm-up: snapshot, plans, connections
      shop.runs = Object.fromEntries(kinds.map((kind) => [kind, []]));
    }
    for (let round = 1; round <= rounds; round++) {
      console.log(`[bench] round ${round} of ${rounds}`);
      for (const shop of shops)
        for (const kind of kinds) shop.runs[kind].push(await measure(shop.api, shop.port, requests[kind] ?? kind));
    }
    for (const shop of shops) {
      const pick = (kind) => medianBy(shop.runs[kind], (r) => r.requests.average);
      results.push({
        size: shop.size,
        scope: shop.answers.listing.matching,
        answers: shop.answers,
        listing: pick('listing'),
        faceted: pick('faceted'),
        varied: pick('varied'),
      });
    }
  } finally {
    for (const api of apis) process.kill(-api.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    if (!options.keep) for (const shop of shops) await admin(`drop database if exists "${shop.name}" with (force)`);
  }
  const ms = (n) => `${n.toFixed(1)} ms`;
  const row = (r, kind) => [
    r.size,
    r.scope,
    kind,
    r.answers[kind].matching,
    r.answers[kind].items,
    ms(r[kind].latency.p50),
    ms(r[kind].latency.p99),
    r[kind].requests.average.toFixed(0),
    `${r[kind].cpuMsPerRequest.toFixed(2)} ms`,
  ];
  console.log(
    `\nGET /product-filters on PostgreSQL, ${connections} connections, ${duration} s per measurement, median of ${rounds} rounds (by req/s)`,
  );
  console.log('varied: the faceted request with another price floor each time, so no answer repeats.');
  console.log(
    `API CPU / request: user + system CPU time of the API process over the measurement ÷ answered requests (target ≤ ${cpuTarget} ms at the largest size)\n`,
  );
  printTable(
    ['products', 'in scope', 'request', 'matching', 'items', 'p50', 'p99', 'req/s', 'API CPU / request'],
    results.flatMap((r) => kinds.map((kind) => row(r, kind))),
  );
  const smallest = results[0];
  const largest = results.at(-1);
  if (smallest && largest && smallest !== largest) {
    console.log('');
    const ratios = ['listing', 'faceted'].map((kind) => {
      const ratio = largest[kind].requests.average / smallest[kind].requests.average;
      return [kind, `${largest.size}/${smallest.size}`, ratio.toFixed(2), target, ratio >= target ? 'met' : 'missed'];
    });
    printTable(['request', 'sizes', 'throughput ratio', 'target', ''], ratios);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
