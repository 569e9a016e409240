// Builds the storefront for the browser tests (in the slot's own folder, pointing at the slot's
// API port) and runs Playwright; extra arguments go to Playwright (`npm run test:e2e -- e2e/home.spec.ts`).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { requireNodeVersion } from './node-version.mjs';

requireNodeVersion();

const raw = process.env.E2E_SLOT ?? '';
const slot = /^[1-9]$/.test(raw) ? Number(raw) : 0;
const env = {
  ...process.env,
  NEXT_DIST_DIR: `.next-e2e${slot ? `-${slot}` : ''}`,
  NEXT_PUBLIC_API_URL: `http://localhost:${4010 + slot}`,
  // The API's brute-force limits (docs/customer-accounts-storefront.md, "Browser tests"): every
  // browser of the run is one IP (localhost), so the per-IP limits stand for a whole crowd and are
  // raised; the per-account login limit (per account and client) is lowered so
  // e2e/auth-limits.spec.ts reaches its 429 in a few attempts on its own account, below the
  // account's slowdown (AUTH_LOGIN_SLOWDOWN_AFTER, 10 failures). Playwright's API server inherits
  // them, and the spec reads AUTH_LOGIN_LIMIT_PER_ACCOUNT to know how many wrong passwords make the 429.
  AUTH_LOGIN_LIMIT_PER_IP: '1000',
  AUTH_LOGIN_LIMIT_PER_ACCOUNT: '4',
  AUTH_REGISTRATION_LIMIT_PER_IP: '1000',
  AUTH_PASSWORD_RESET_LIMIT_PER_IP: '1000',
  // The same crowd behind one address: its refused voucher codes and its open websockets.
  VOUCHER_FAILED_LIMIT_PER_IP: '1000',
  WEBSOCKET_CONNECTIONS_PER_CLIENT: '1000',
  ...pick(process.env, /^(AUTH_(LOGIN|REGISTRATION|PASSWORD_RESET)|VOUCHER_FAILED)_LIMIT_|^WEBSOCKET_CONNECTIONS_/),
};

/** The variables of `source` whose names match (set by the caller, they win over the defaults above). */
function pick(source, pattern) {
  return Object.fromEntries(Object.entries(source).filter(([name]) => pattern.test(name)));
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Every run starts the API on a fresh database, so answers cached by an earlier run (another
// seed, an older contract) must not be served: the data cache goes, the build cache stays.
rmSync(`${env.NEXT_DIST_DIR}/cache/fetch-cache`, { recursive: true, force: true });
if (process.env.E2E_SKIP_BUILD !== '1') run('npx', ['next', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
