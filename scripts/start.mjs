// `npm start`: builds the storefront when the build is missing or older than its sources,
// then runs the shop API and the storefront together. Ctrl-C stops both (the API closes its database).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { isBuildCurrent } from './storefront-build.mjs';

if (!isBuildCurrent('.next')) {
  console.log('[start] building the storefront (first start or sources changed)…');
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The shop API tells the storefront which cached pages to refresh (docs/caching.md). Both processes
// get the same secret: the one set, else a fresh random one for this run, never a guessable default.
process.env.REVALIDATE_SECRET ||= randomBytes(24).toString('hex');
process.env.STOREFRONT_REVALIDATE_URL ||= 'http://localhost:3000/api/revalidate';

const run = spawn(
  'npx',
  [
    'concurrently',
    '--kill-others',
    '--names',
    'api,web',
    '--prefix-colors',
    'blue,magenta',
    'npm:start:api',
    'npm:start:web',
  ],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => run.kill(signal));
run.on('exit', (code) => process.exit(code ?? 0));
