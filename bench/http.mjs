// `npm run bench:http`: requests per second and p99 latency of a cached product page and a cached
// category page, each as a ratio to a static page of the same build in the same run (a static info
// page, served from the same full route cache), of a filtered listing of that category as a ratio
// to the unfiltered one, the login page (rendered per request) for reference, the framework's floor
// (bench/floor-app: a static page of the same Next.js, with and without a pass-through request
// interceptor), the product and category pages through the shop's front cache (deploy/front-cache:
// nginx, when installed; docs/front-cache.md) and the first-load JavaScript (gzip) of the product,
// category and static pages.
// See docs/benchmarks.md.
//
// Options: --duration <s> (per measurement, default 10), --connections <n> (default 10),
// --rounds <n> (default 3; the median round counts), --rebuild, --reuse-build.
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { parseArgs } from 'node:util';
import { measureFirstLoadJs } from './lib/first-load-js.mjs';
import { ensureFloorBuild, floorPaths, floorUrl, startFloor } from './lib/floor-app.mjs';
import { findFilteredListingPath, findPagePaths } from './lib/page-paths.mjs';
import { apiUrl, browserUserAgent, ensureBuild, errorReportingLine, startShop, webUrl } from './lib/servers.mjs';
import { formatBytes, machineLine, median, printTable } from './lib/report.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    rebuild: { type: 'boolean' },
    'reuse-build': { type: 'boolean' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const rounds = Number(options.rounds);
const target = 0.8;
/** A filtered listing against the same listing unfiltered. */
const filteredTarget = 0.5;
/** A cached product page against the framework's floor (a static page of a bare Next.js app). */
const floorTarget = 0.5;
/** First-load JavaScript of a catalogue page, gzip (issue 8 asked 150 kB; session 21's issue 160 kB). */
const firstLoadTargetBytes = 160 * 1024;

/**
 * Rendered per request since the security headers (issue 9): every app route carries its own CSP
 * nonce (docs/security-headers.md). Measured for reference, with no target.
 */
const loginPath = '/en/login';

function run(url, seconds) {
  return new Promise((done, fail) => {
    autocannon(
      { url, connections, duration: seconds, headers: { accept: 'text/html', 'user-agent': browserUserAgent } },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

/** Headers that tell how the page was served (full route cache or rendered). */
async function probe(url) {
  const response = await fetch(url, { headers: { 'user-agent': browserUserAgent } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return {
    cache: response.headers.has('x-front-cache')
      ? `front cache ${response.headers.get('x-front-cache')}`
      : (response.headers.get('x-nextjs-cache') ?? '-'),
    cacheControl: response.headers.get('cache-control') ?? '-',
  };
}

async function main() {
  ensureBuild();
  ensureFloorBuild();
  const shop = await startShop();
  const floor = await startFloor();
  const front = await startFrontCache();
  try {
    const paths = (await findPagePaths(apiUrl, ['en'])).en;
    // The static comparison page: a static info page (the Lighthouse bench's floor). Until issue 9
    // it was the login page, prerendered at build time; that one now renders per request.
    const staticPath = paths.floor;
    const pages = [
      { name: 'static (info page)', path: staticPath },
      { name: 'product', path: paths.product },
      { name: 'category', path: paths.category },
      { name: 'filtered category', path: await findFilteredListingPath(apiUrl, paths.category) },
      { name: 'login (per request)', path: loginPath, reference: true },
      { name: 'floor: bare Next.js page', path: floorPaths.plain, origin: floorUrl, reference: true },
      { name: 'floor + pass-through proxy', path: floorPaths.proxied, origin: floorUrl, reference: true },
    ];
    if (front) {
      pages.push(
        { name: 'product, front cache', path: paths.product, origin: front.url, reference: true },
        { name: 'category, front cache', path: paths.category, origin: front.url, reference: true },
      );
    }
    for (const page of pages) page.url = (page.origin ?? webUrl) + page.path;
    // Warm-up: render each page once (fills the route cache), then a short load run each.
    for (const page of pages) {
      await probe(page.url);
      page.headers = await probe(page.url);
    }
    for (const page of pages) await run(page.url, 3);

    for (const page of pages) page.rounds = [];
    for (let round = 1; round <= rounds; round += 1) {
      // Pages take turns within a round, so a slow moment of the machine hits all of them.
      for (const page of pages) {
        const result = await run(page.url, duration);
        if (result.non2xx || result.errors)
          throw new Error(`${page.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        page.rounds.push({ rps: result.requests.average, p99: result.latency.p99 });
      }
      console.log(`[bench] round ${round}/${rounds} done`);
    }
    for (const page of pages) {
      page.rps = median(page.rounds.map((r) => r.rps));
      page.p99 = median(page.rounds.map((r) => r.p99));
    }

    const [staticPage, productPage, categoryPage, filteredPage, , floorPage, proxiedFloorPage, frontProductPage] =
      pages;
    console.log(
      `\nHTTP throughput (${connections} connections, ${duration} s × ${rounds} rounds, median round; target ratio ≥ ${target} to the static page, filtered ≥ ${filteredTarget} to the unfiltered category)`,
    );
    console.log(`${machineLine()}; ${errorReportingLine}\n`);
    printTable(
      [
        'page',
        'path',
        'req/s',
        'p99 ms',
        'req/s ratio',
        'p99 ratio',
        'to unfiltered',
        'x-nextjs-cache',
        'cache-control',
        'target',
      ],
      pages.map((page) => {
        const rpsRatio = page.rps / staticPage.rps;
        const p99Ratio = staticPage.p99 / page.p99;
        const toUnfiltered = page === filteredPage ? page.rps / categoryPage.rps : null;
        const met =
          page === staticPage || page.reference
            ? ''
            : (toUnfiltered !== null ? toUnfiltered >= filteredTarget : rpsRatio >= target && p99Ratio >= target)
              ? 'met'
              : 'MISSED';
        return [
          page.name,
          page.path,
          page.rps.toFixed(0),
          String(page.p99),
          rpsRatio.toFixed(2),
          p99Ratio.toFixed(2),
          toUnfiltered === null ? '' : toUnfiltered.toFixed(2),
          page.headers.cache,
          page.headers.cacheControl,
          met,
        ];
      }),
    );
    console.log(
      'p99 ratio = static p99 / page p99 (higher is better, like the req/s ratio); to unfiltered = req/s of the filtered listing / req/s of the category.',
    );
    // Server time per answer of a saturated server (one Node process), from req/s: what the
    // pass-through proxy adds to the bare page is the framework's cost of running any interceptor.
    const msPerAnswer = (page) => 1000 / page.rps;
    const productToFloor = productPage.rps / floorPage.rps;
    console.log(
      `\nFramework floor: cached product ÷ bare Next.js page = ${productToFloor.toFixed(2)} (target ≥ ${floorTarget}: ${productToFloor >= floorTarget ? 'met' : 'MISSED'}); ` +
        `static info page ÷ floor = ${(staticPage.rps / floorPage.rps).toFixed(2)}; ` +
        `a pass-through proxy costs ${(msPerAnswer(proxiedFloorPage) - msPerAnswer(floorPage)).toFixed(2)} ms of server time per answer ` +
        `(${floorPage.rps.toFixed(0)} → ${proxiedFloorPage.rps.toFixed(0)} req/s).`,
    );
    if (frontProductPage) {
      const frontToFloor = frontProductPage.rps / floorPage.rps;
      console.log(
        `Through the front cache (nginx, deploy/front-cache): cached product ÷ bare Next.js page = ${frontToFloor.toFixed(2)} ` +
          `(target ≥ ${floorTarget}: ${frontToFloor >= floorTarget ? 'met' : 'MISSED'}).`,
      );
    } else {
      console.log('Front cache: not measured, nginx is not installed (apt-get install nginx-light).');
    }

    const firstLoad = [
      { name: 'product', path: paths.product },
      { name: 'category', path: paths.category },
      { name: 'static (info page)', path: staticPath },
    ];
    console.log('\nFirst-load JavaScript (script files the served HTML loads or preloads, gzip level 6)\n');
    const rows = [];
    for (const page of firstLoad) {
      const js = await measureFirstLoadJs(webUrl + page.path, browserUserAgent);
      rows.push([
        page.name,
        page.path,
        String(js.scripts.length),
        formatBytes(js.rawBytes),
        formatBytes(js.gzipBytes),
        formatBytes(js.htmlGzipBytes),
        page.path === staticPath ? '' : js.gzipBytes <= firstLoadTargetBytes ? 'met' : 'MISSED',
      ]);
    }
    printTable(
      ['page', 'path', 'scripts', 'raw', 'gzip', 'HTML gzip', `target ≤ ${formatBytes(firstLoadTargetBytes)}`],
      rows,
    );
  } finally {
    await front?.stop();
    await floor.stop();
    await shop.stop();
  }
}

/** The shop's front cache before the bench's storefront, or null without nginx. */
async function startFrontCache() {
  const { findNginx, runFrontCache } = await tsImport('../deploy/front-cache/run-nginx.ts', import.meta.url);
  const nginx = findNginx();
  if (!nginx) return null;
  const port = Number(process.env.BENCH_FRONT_CACHE_PORT ?? 3028);
  return runFrontCache(nginx, {
    listen: `127.0.0.1:${port}`,
    upstream: new URL(webUrl).host,
    ttlSeconds: 10,
    maxSize: '256m',
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
