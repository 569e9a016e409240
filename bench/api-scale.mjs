// `npm run bench:api`: listing and faceted-filter latency and throughput of the shop API's
// GET /product-filters at 1k, 10k and 100k products, and the 100k/1k throughput ratio (target ≥ 0.7).
// See docs/product-filters.md.
//
// Each size gets a throw-away PostgreSQL database on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), seeded with `--products N --no-images`, and its own
// API process. Options: --sizes 1000,10000,100000 --duration <s> (default 10) --connections <n> (default 8)
// --keep (keep the databases, and reuse one that exists, to rerun without seeding).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
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
    keep: { type: 'boolean' },
  },
});
const sizes = options.sizes.split(',').map(Number);
const duration = Number(options.duration);
const connections = Number(options.connections);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const apiPort = Number(process.env.BENCH_API_PORT ?? 4018);
const target = 0.7;

const embed = 'urls,default_image_url,product_availability,brand{id,name}';
/** Clothing (a root category with three subcategories): about 18 % of the catalogue at every size. */
const requests = {
  listing: `/product-filters?category_id=1&embed=${encodeURIComponent(embed)}`,
  faceted: `/product-filters?category_id=1&embed=${encodeURIComponent(embed)}&state=${encodeURIComponent('barva=cervena,modra&velikost=m&znacka=nordvik,lumera&cena=300-3000&razeni=price-asc')}`,
};

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
  const seed = spawnSync('npx', ['tsx', 'shop-api/src/seed/cli.ts', '--products', String(size), '--no-images'], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URL: databaseUrl(name) },
  });
  if (seed.status !== 0) throw new Error(`seeding ${size} products failed`);
  console.log(`[bench] seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
  return name;
}

function startApi(name) {
  const child = spawn('npx', ['tsx', 'shop-api/src/server.ts'], {
    cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl(name), API_PORT: String(apiPort), SEED_ON_START: 'false', LOG_LEVEL: 'warn' },
  });
  return child;
}

async function waitForApi() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://localhost:${apiPort}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the API did not start');
}

function measure(path) {
  return new Promise((done, fail) => {
    autocannon(
      { url: `http://localhost:${apiPort}${path}`, connections, duration, headers: { 'language-preference': 'cs' } },
      (error, result) => (error ? fail(error) : result.non2xx ? fail(new Error(`${path}: ${result.non2xx} answers were not 2xx`)) : done(result)),
    );
  });
}

async function benchSize(size) {
  const name = await prepareDatabase(size);
  const api = startApi(name);
  try {
    await waitForApi();
    const first = await fetch(`http://localhost:${apiPort}${requests.listing}`, { headers: { 'language-preference': 'cs' } });
    const body = await first.json();
    if (!first.ok) throw new Error(`listing answered ${first.status}: ${JSON.stringify(body)}`);
    const scope = body.pagination_data.items_count;
    for (const path of Object.values(requests)) await measure(path); // warm-up: plans, caches, connections
    const listing = await measure(requests.listing);
    const faceted = await measure(requests.faceted);
    return { size, scope, listing, faceted };
  } finally {
    process.kill(-api.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (!options.keep) await admin(`drop database if exists "${name}" with (force)`);
  }
}

async function main() {
  const results = [];
  for (const size of sizes) results.push(await benchSize(size));
  const ms = (n) => `${n.toFixed(1)} ms`;
  const row = (r, kind) => [r.size, r.scope, kind, ms(r[kind].latency.p50), ms(r[kind].latency.p99), r[kind].requests.average.toFixed(0)];
  console.log(`\nGET /product-filters on PostgreSQL, ${connections} connections, ${duration} s per measurement\n`);
  printTable(['products', 'in scope', 'request', 'p50', 'p99', 'req/s'], results.flatMap((r) => [row(r, 'listing'), row(r, 'faceted')]));
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
