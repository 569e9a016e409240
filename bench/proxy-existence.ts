// `npm run bench:proxy -- [--api http://localhost:4000] [--iterations 2000]`: what the request
// interceptor's page-existence check (lib/routing/page-existence.ts) adds to a document request,
// measured in-process on proxy.ts itself against a running shop API (`npm start` runs one on :4000).
//
// - hit: a document request for a path the cache knows, against the same request as an RSC
//   request, which skips the check and otherwise runs the same code (the difference is the check);
// - miss: the first document request for each of many real paths (one `page-kind` call each), and
//   for missing ones (one call, then the 404 rewrite);
// - the API calls on their own: `page-kind` against `page` for the same paths, which is why the
//   check asks the former.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { NextRequest } from 'next/server';

const { values: options } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://localhost:4000' },
    iterations: { type: 'string', default: '2000' },
  },
});
const api = options.api.replace(/\/+$/, '');
const iterations = Number(options.iterations);
process.env.API_URL = api;
// Imported after API_URL is set: the proxy's API client reads it.
const { default: proxy } = await import('../proxy');

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, {
    headers: { 'user-agent': browser, accept: 'text/html', ...headers },
  });

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;
const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${value.toFixed(3)} ms`;
const row = (what: string, values: number[]) =>
  `| ${what} | ${values.length} | ${ms(median(values))} | ${ms(percentile(values, 99))} |`;

/** Product paths in English from the API's own list. */
async function productPaths(): Promise<string[]> {
  const response = await fetch(`${api}/products?per_page=100&embed=urls`, { headers: { 'Language-Preference': 'en' } });
  if (!response.ok) throw new Error(`GET /products answered ${response.status}`);
  const body = (await response.json()) as { items: { _embedded?: { urls?: { en?: string } } }[] };
  return body.items.flatMap((item) => (item._embedded?.urls?.en ? [item._embedded.urls.en] : []));
}

async function apiCall(endpoint: string, path: string): Promise<number> {
  return time(async () => {
    const response = await fetch(`${api}/${endpoint}/${path}`, { headers: { 'Language-Preference': 'en' } });
    await response.arrayBuffer();
  });
}

const paths = await productPaths();
if (paths.length === 0) throw new Error('The shop API lists no products.');

// Misses first, while the cache is empty: each is one page-kind call.
const missFound: number[] = [];
for (const path of paths) missFound.push(await time(() => proxy(request(`/en/${path}`))));
const missMissing: number[] = [];
for (let i = 0; i < 100; i++) missMissing.push(await time(() => proxy(request(`/en/no-such-page-${i}`))));

// Hits: the same known path as a document (checked, from memory) and as an RSC request (not checked).
const known = `/en/${paths[0]}`;
const hit: number[] = [];
const unchecked: number[] = [];
for (let i = 0; i < 200; i++) await proxy(request(known));
for (let i = 0; i < iterations; i++) {
  hit.push(await time(() => proxy(request(known))));
  unchecked.push(await time(() => proxy(request(known, { rsc: '1' }))));
}

const pageKind: number[] = [];
const page: number[] = [];
for (const path of paths) {
  pageKind.push(await apiCall('page-kind', path));
  page.push(await apiCall('page', path));
}

console.log(`proxy.ts in-process, shop API at ${api}, ${paths.length} product paths, ${iterations} hit iterations`);
console.log('| measurement | samples | median | p99 |\n|---|---|---|---|');
console.log(row('proxy, RSC request (no check)', unchecked));
console.log(row('proxy, document, path known (hit)', hit));
console.log(row('proxy, document, first request of a real path (miss)', missFound));
console.log(row('proxy, document, first request of a missing path (miss, 404 rewrite)', missMissing));
console.log(row('API `GET page-kind/{path}` alone', pageKind));
console.log(row('API `GET page/{path}` alone (for comparison)', page));
console.log(`added by a hit (median): ${ms(median(hit) - median(unchecked))}`);
const [one, five] = loadavg();
console.log(
  `machine: ${availableParallelism()} cores, load average ${one?.toFixed(1)} / ${five?.toFixed(1)} (1 / 5 min)`,
);
