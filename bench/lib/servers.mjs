// Starts a production build of the storefront and a freshly seeded shop API on the bench's own
// ports, build folder and database, and stops both (whole process groups) when the bench ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isBuildCurrent } from '../../scripts/storefront-build.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** The bench's own ports and build folder; override with BENCH_WEB_PORT / BENCH_API_PORT / BENCH_DIST_DIR. */
export const benchSettings = {
  webPort: Number(process.env.BENCH_WEB_PORT ?? 3017),
  apiPort: Number(process.env.BENCH_API_PORT ?? 4017),
  distDir: process.env.BENCH_DIST_DIR ?? '.next-bench',
};
export const webUrl = `http://localhost:${benchSettings.webPort}`;
/**
 * A shopper's browser. Requests without one (Node's fetch says `node`) count as a bot, and bots
 * get their own cached variant of catalogue pages, so the benches always send this.
 */
export const browserUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
export const apiUrl = `http://localhost:${benchSettings.apiPort}`;

/**
 * Error reporting in the benched shop: off unless the bench's own environment sets `SENTRY_DSN`
 * or `SENTRY_SPOTLIGHT`. A demo otherwise traces every request to a Spotlight the bench does not
 * run, which measured 3.3× fewer cached pages a second and about 10 Lighthouse points
 * (docs/benchmarks.md, "What the shop's error reporting costs"): that is the price of the setting, reported there,
 * not of the pages. `SENTRY_SPOTLIGHT=1 npm run bench:http` measures it.
 */
export const errorReportingEnv =
  process.env.SENTRY_DSN || process.env.SENTRY_SPOTLIGHT ? {} : { SENTRY_SPOTLIGHT: '0' };
export const errorReportingLine = `error reporting in the shop: ${
  process.env.SENTRY_DSN
    ? 'on (SENTRY_DSN)'
    : process.env.SENTRY_SPOTLIGHT && process.env.SENTRY_SPOTLIGHT !== '0'
      ? `on (SENTRY_SPOTLIGHT=${process.env.SENTRY_SPOTLIGHT}, traces ${process.env.SENTRY_TRACES_SAMPLE_RATE ?? '1'})`
      : 'off (SENTRY_SPOTLIGHT=0)'
}`;

/**
 * Builds the storefront into the bench's folder unless a build for the same API URL is newer than
 * every source. `--rebuild` forces a build, `--reuse-build` (or BENCH_REUSE_BUILD=1) skips the check.
 */
export function ensureBuild(argv = process.argv) {
  const dist = join(root, benchSettings.distDir);
  const stampFile = join(dist, 'bench-build.json');
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : null;
  const sameApi = stamp?.apiUrl === apiUrl && existsSync(join(dist, 'BUILD_ID'));
  const reuse = argv.includes('--reuse-build') || process.env.BENCH_REUSE_BUILD === '1';
  const fresh = sameApi && isBuildCurrent(benchSettings.distDir, root);
  if (!argv.includes('--rebuild') && sameApi && (reuse || fresh)) {
    console.log(`[bench] reusing the build in ${benchSettings.distDir}${fresh ? '' : ' (older than the sources)'}`);
    return;
  }
  console.log(`[bench] building the storefront into ${benchSettings.distDir}…`);
  const build = spawnSync(bin('next'), ['build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NEXT_DIST_DIR: benchSettings.distDir,
      NEXT_PUBLIC_API_URL: apiUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);
  writeFileSync(stampFile, JSON.stringify({ apiUrl, builtAt: new Date().toISOString() }));
}

function startProcess(name, command, args, env) {
  // Own process group, so stopping it also stops whatever it spawned.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exitPromise = new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
  child.benchName = name;
  child.benchLog = log;
  return child;
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child.exitPromise.then((result) => (exited = result));
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(
        `${child.benchName} exited (${exited.code ?? exited.signal}) before answering:\n${child.benchLog.join('')}`,
      );
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${child.benchName} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.benchLog.join('')}`);
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await child.exitPromise;
  clearTimeout(timer);
}

/**
 * Starts the shop API on a fresh database under the system temp folder (seeded with pictures on
 * start) and `next start` on the bench build (`webNodeArgs` go to its Node process, e.g.
 * `--cpu-prof`). Returns `stop()`, which also removes the database.
 */
export async function startShop({ webNodeArgs = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const children = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(children.map(stopProcess));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`[bench] ${errorReportingLine}`);
    console.log('[bench] starting the shop API (fresh database, seeding)…');
    const api = startProcess('shop API', bin('tsx'), ['shop-api/src/server.ts'], {
      API_PORT: String(benchSettings.apiPort),
      API_PUBLIC_URL: apiUrl,
      STOREFRONT_ORIGINS: webUrl,
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...errorReportingEnv,
    });
    children.push(api);
    await waitFor(`${apiUrl}/health`, api, 300_000);
    console.log('[bench] starting the storefront (next start)…');
    const nextCli = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
    const web = startProcess(
      'storefront',
      process.execPath,
      [...webNodeArgs, nextCli, 'start', '-H', 'localhost', '-p', String(benchSettings.webPort)],
      {
        NEXT_DIST_DIR: benchSettings.distDir,
        // The shop's public address: canonical and hreflang links point at the server under test.
        SITE_URL: webUrl,
        API_URL: apiUrl,
        NEXT_PUBLIC_API_URL: apiUrl,
        NEXT_TELEMETRY_DISABLED: '1',
        ...errorReportingEnv,
      },
    );
    children.push(web);
    await waitFor(`${webUrl}/en`, web, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
