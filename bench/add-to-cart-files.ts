// Which of the shop API's source files run code during one add to cart (`POST /carts/{id}/items`,
// one unit of product 25 as a new line of a cart that exists): V8's precise coverage, counters
// reset just before the call, after a warm-up add so that lazily loaded modules are in. A file
// counts when one of its functions other than the module's top level ran. Prints the files with
// the functions that ran, then their number. docs/cart.md, "The add-to-cart path, file by file".
//
//   npx tsx bench/add-to-cart-files.ts
import { Session } from 'node:inspector/promises';
import { buildApp } from '../shop-api/src/app';
import { loadConfig } from '../shop-api/src/config';
import { openDatabase } from '../shop-api/src/db/client';
import { seedDemoShop } from '../shop-api/seed/seed';

const root = `file://${process.cwd()}/`;
const handle = await openDatabase({ dataDir: 'memory://' });
await seedDemoShop(handle.db, { images: false });
const app = await buildApp({ db: handle.db, config: loadConfig({ LOG_LEVEL: 'silent', SEED_ON_START: 'false' }) });
const headers = { 'language-preference': 'en', 'currency-preference': 'CZK' };

async function post(url: string, payload?: object): Promise<{ id: string }> {
  const response = await app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

const item = { product_id: 25, amount: 1 };
const warm = await post('/carts');
await post(`/carts/${warm.id}/items`, item);
const cart = await post('/carts');

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
await session.post('Profiler.takePreciseCoverage'); // resets the counters
await post(`/carts/${cart.id}/items`, item);
const { result } = await session.post('Profiler.takePreciseCoverage');
await session.post('Profiler.stopPreciseCoverage');
session.disconnect();

const files = new Map<string, Set<string>>();
for (const script of result) {
  if (!script.url.startsWith(root) || /^(bench|node_modules)\//.test(script.url.slice(root.length))) continue;
  // The function at offset 0 is the module's top level, which ran when the file was imported.
  const ran = script.functions.filter((fn) => fn.ranges[0] && fn.ranges[0].startOffset !== 0 && fn.ranges[0].count > 0);
  if (ran.length > 0)
    files.set(script.url.slice(root.length), new Set(ran.map((fn) => fn.functionName || '(anonymous)')));
}
for (const [file, names] of [...files].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`${file}\t${[...names].join(', ')}`);
console.log(`${files.size} files`);
await app.close();
await handle.close();
