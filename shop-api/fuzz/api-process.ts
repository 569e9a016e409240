/**
 * The shop API under test: either the one at FUZZ_API_URL, or a fresh one started here on a free
 * port with its own temporary embedded database (migrated and seeded on start), stopped with its
 * whole process group and its database deleted at the end, on failure or on Ctrl+C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RunningApi {
  url: string;
  /** Bearer token of the admin API, when known (ADMIN_TOKEN of a started API, or FUZZ_AUTH_TOKEN). */
  authToken?: string;
  /** The last lines the started API printed (empty for an API started elsewhere). */
  recentLog: () => string;
  stop: () => Promise<void>;
}

/** An API started here: its process can also be signalled and watched (shop-api/tests/graceful-stop.test.ts). */
export interface StartedApi extends RunningApi {
  /** Sends a signal to the API's process only (as a supervisor would), not to its group. */
  signal: (signal: NodeJS.Signals) => void;
  /** Settles when the process has exited: `code 0`, `code 1`, or the signal that ended it. */
  exited: Promise<string>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const startTimeoutMs = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function waitForHealth(url: string, exited: () => string | undefined, log: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`The shop API exited (${exit}) before answering:\n${log()}`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The shop API did not answer ${url}/health within ${startTimeoutMs / 1000} s:\n${log()}`);
}

/**
 * Starts `node --import tsx shop-api/src/server.ts` on a free port with a fresh temporary database; `env` adds
 * to or overrides the settings below.
 */
export async function startApi(
  say: (line: string) => void = console.log,
  options: { env?: Record<string, string> } = {},
): Promise<StartedApi> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-api-fuzz-'));
  const authToken = `fuzz-${randomBytes(16).toString('hex')}`;
  const lines: string[] = [];
  const recentLog = () => lines.join('');
  say(`[fuzz] starting the shop API on ${url} (fresh database in ${dataDir}, migrating and seeding)…`);
  // Node itself, loading TypeScript through tsx's hooks: the tsx command would stand between the
  // signal and the server (it relays SIGTERM and SIGKILLs a child that does not confirm within
  // about 60 ms, which a server busy answering can miss: graceful-stop.test.ts saw exit 143 in CI).
  const child = spawn(process.execPath, ['--import', 'tsx', 'shop-api/src/server.ts'], {
    cwd: root,
    // Own process group, so stopping it also stops whatever it spawned.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      API_HOST: 'localhost',
      API_PORT: String(port),
      API_PUBLIC_URL: url,
      PGLITE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'true',
      ADMIN_TOKEN: authToken,
      // No storefront to tell about changes made through the admin API.
      STOREFRONT_REVALIDATE_URL: '',
      REVALIDATE_SECRET: '',
      API_TEST_FAULTS: '',
      ...options.env,
    },
  });
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 200) lines.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exit: string | undefined;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ?? `code ${code}`;
      resolve(exit);
    });
  });

  let stopped = false;
  const cleanUpNow = () => {
    killGroup(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('exit', cleanUpNow);
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
    if (exit === undefined) await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  function onSignal(signal: NodeJS.Signals) {
    say(`[fuzz] ${signal}: stopping the shop API`);
    void stop().finally(() => process.exit(130));
  }
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal).once('exit', cleanUpNow);

  try {
    await waitForHealth(url, () => exit, recentLog);
  } catch (error) {
    await stop();
    throw error;
  }
  const signal = (name: NodeJS.Signals) => {
    if (child.pid !== undefined && exit === undefined) process.kill(child.pid, name);
  };
  return { url, authToken, recentLog, stop, signal, exited };
}

/** The API at FUZZ_API_URL (left running), or one started here. */
export async function apiUnderTest(say: (line: string) => void = console.log): Promise<RunningApi> {
  const external = process.env.FUZZ_API_URL;
  if (external) {
    say(`[fuzz] using the running API at ${external}`);
    return {
      url: external.replace(/\/$/, ''),
      authToken: process.env.FUZZ_AUTH_TOKEN || undefined,
      recentLog: () => '',
      stop: async () => {},
    };
  }
  return startApi(say);
}
