// `npm start`: builds the storefront when the build is missing, older than its sources or made for
// another API address, then runs the shop API and the storefront together. Ctrl-C stops both (the API
// closes its database). PORT and API_PORT move them off 3000 and 4000 (scripts/start-settings.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { requireNodeVersion } from './node-version.mjs';
import { startSettings } from './start-settings.mjs';
import { isBuildCurrent } from './storefront-build.mjs';

requireNodeVersion();

try {
  Object.assign(process.env, startSettings(process.env));
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// The browser bundle holds the API's address, so a build made for another one is rebuilt.
const stampFile = '.next/start-build.json';
const builtFor = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')).apiUrl : undefined;
if (!isBuildCurrent('.next') || builtFor !== process.env.NEXT_PUBLIC_API_URL) {
  console.log(`[start] building the storefront for the shop API at ${process.env.NEXT_PUBLIC_API_URL}…`);
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, JSON.stringify({ apiUrl: process.env.NEXT_PUBLIC_API_URL }));
}

// The shop API tells the storefront which cached pages to refresh (docs/caching.md). Both processes
// get the same secret: the one set, else a fresh random one for this run, never a guessable default.
process.env.REVALIDATE_SECRET ||= randomBytes(24).toString('hex');

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
