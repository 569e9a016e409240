// The framework's floor for `npm run bench:http`: bench/floor-app, a Next.js app with the
// storefront's own next/react versions and one static page (with and without a pass-through
// request interceptor), built once into its own folder and served by `next start` on its own port
// (BENCH_FLOOR_PORT, default 3027). docs/benchmarks.md, "The framework's floor".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const appDir = join(root, 'bench', 'floor-app');
const nextCli = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const port = Number(process.env.BENCH_FLOOR_PORT ?? 3027);
export const floorUrl = `http://localhost:${port}`;
/** The floor page, and the same page behind a pass-through request interceptor. */
export const floorPaths = { plain: '/', proxied: '/with-proxy' };

/** Builds the floor app unless it has a build (`--rebuild` forces one). */
export function ensureFloorBuild(argv = process.argv) {
  if (!argv.includes('--rebuild') && existsSync(join(appDir, '.next', 'BUILD_ID'))) return;
  console.log('[bench] building the floor app (bench/floor-app)…');
  const build = spawnSync(process.execPath, [nextCli, 'build'], {
    cwd: appDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_DIST_DIR: '.next', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`next build of the floor app failed (exit ${build.status})`);
}

/** Starts `next start` on the floor app; returns `stop()`. */
export async function startFloor() {
  const child = spawn(process.execPath, [nextCli, 'start', '-H', 'localhost', '-p', String(port)], {
    cwd: appDir,
    env: { ...process.env, NEXT_DIST_DIR: '.next', NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise((done) => child.on('exit', done));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(floorUrl + floorPaths.plain)).ok) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  await stop();
  throw new Error(`the floor app did not answer ${floorUrl} within 60 s`);
}
