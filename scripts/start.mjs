// `npm start`: builds the storefront when the build is missing, older than its sources or made for
// another API address, then runs the shop API and the storefront together, their lines marked [api]
// and [web]. PORT and API_PORT move them off 3000 and 4000 (scripts/start-settings.mjs).
// A stop (Ctrl-C, SIGTERM) stops the storefront first, so the pages it is still rendering can read
// the API, then the API, which finishes its own requests and closes its database
// (docs/architecture.md, "Stopping"); each is killed if it takes longer than 30 s. When either part
// exits on its own, the other is stopped and `npm start` exits with the first one's code.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { requireNodeVersion } from './node-version.mjs';
import { spotlightPortOf, startSettings } from './start-settings.mjs';
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

/** How long each part may take to stop before it is killed (the API's own grace is 10 s). */
const stopTimeoutMs = 30_000;

function run(name, color, command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `\x1b[${color}m[${name}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => target.write(`${prefix}${line}\n`));
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ name, code, signal })));
  return { name, child, exited };
}

/** Asks a part to stop and waits for it, killing it after `stopTimeoutMs`. */
async function stop(part) {
  if (part.child.exitCode !== null || part.child.signalCode !== null) return;
  part.child.kill('SIGTERM');
  const timer = setTimeout(() => part.child.kill('SIGKILL'), stopTimeoutMs);
  await part.exited;
  clearTimeout(timer);
}

// `node --import tsx`, not the tsx command: the command relays SIGTERM to a child of its own and
// kills that child (SIGKILL) when it does not confirm within about 60 ms, which a busy API may miss;
// the graceful stop must get the signal itself (docs/runtime.md).
const api = run('api', 34, process.execPath, ['--import', 'tsx', 'shop-api/src/server.ts']);
const web = run('web', 35, 'node_modules/.bin/next', ['start', '-H', 'localhost', '-p', process.env.PORT]);
// A demo's errors and traces go to Spotlight beside them (docs/error-reporting.md); it is no part
// of the shop, so its exit stops nothing.
const spotlightPort = spotlightPortOf(process.env);
const spotlight =
  spotlightPort === undefined
    ? undefined
    : run('spotlight', 33, process.execPath, ['scripts/spotlight.mjs', '-p', spotlightPort]);
if (spotlight) console.log(`[start] errors and traces: open http://localhost:${spotlightPort} (Spotlight)`);

let stopping = false;
async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  await stop(web);
  await stop(api);
  if (spotlight) await stop(spotlight);
  process.exit(exitCode);
}

// A Ctrl-C reaches this process more than once (from the terminal and from npm) and reaches both
// parts too; they ignore a repeated signal as this does.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));

void Promise.race([api.exited, web.exited]).then(({ name, code, signal }) => {
  if (stopping) return;
  console.error(`[start] the ${name} part exited (${signal ?? `code ${code}`}); stopping the other`);
  void stopAll(code || 1);
});
