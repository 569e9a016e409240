// Whether a storefront build is current: `npm start` and the benchmarks reuse a build while none of
// the files `next build` reads is newer than it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything `next build` reads, relative to the repository root. */
export const storefrontSources = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'stores',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** True when `distDir` holds a build at least as new as every source. */
export function isBuildCurrent(distDir, root = process.cwd()) {
  const buildId = join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  return statSync(buildId).mtimeMs >= Math.max(...storefrontSources.map((source) => newestMtime(join(root, source))));
}
