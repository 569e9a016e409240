// `npm start`: builds the storefront when the build is missing or older than its sources,
// then runs the shop API and the storefront together, their lines marked [api] and [web].
// A stop (Ctrl-C, SIGTERM) stops the storefront first, so the pages it is still rendering can read
// the API, then the API, which finishes its own requests and closes its database
// (docs/architecture.md, "Stopping"); each is killed if it takes longer than 30 s. When either part
// exits on its own, the other is stopped and `npm start` exits with the first one's code.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
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

const api = run('api', 34, 'node_modules/.bin/tsx', ['shop-api/src/server.ts']);
const web = run('web', 35, 'node_modules/.bin/next', ['start', '-H', 'localhost', '-p', '3000']);

let stopping = false;
async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  await stop(web);
  await stop(api);
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
