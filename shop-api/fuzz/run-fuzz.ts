/**
 * `npm run test:fuzz [-- --runs 60 --seed 123 --only "GET /products" --concurrency 4]`: property-based
 * fuzzing of the shop API from its own OpenAPI document (see README.md). Exits 1 on any server
 * error, schema mismatch or undocumented status.
 */
import { parseArgs } from 'node:util';
import { apiUnderTest, type RunningApi } from './api-process';
import { fuzzCustomerToken } from './fuzz-customer';
import { formatReport } from './fuzz-report';
import { fuzzApi } from './fuzz-runner';

function numberOption(flag: string | undefined, env: string | undefined, fallback: number, name: string): number {
  const raw = flag ?? env;
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${raw}".`);
  return value;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      seed: { type: 'string' },
      concurrency: { type: 'string' },
      timeout: { type: 'string' },
      only: { type: 'string' },
    },
  });
  const env = process.env;
  const runs = numberOption(values.runs, env.FUZZ_RUNS, 60, '--runs');
  const seed = numberOption(values.seed, env.FUZZ_SEED, Math.floor(Math.random() * 2 ** 31), '--seed');
  const concurrency = numberOption(values.concurrency, env.FUZZ_CONCURRENCY, 4, '--concurrency');
  const timeoutMs = numberOption(values.timeout, env.FUZZ_TIMEOUT_MS, 10_000, '--timeout');
  const only = values.only ?? env.FUZZ_ONLY;
  console.log(`[fuzz] seed ${seed}, ${runs} cases per operation${only ? `, only "${only}"` : ''}`);

  let api: RunningApi | undefined;
  try {
    api = await apiUnderTest();
    const report = await fuzzApi({
      baseUrl: api.url,
      runs,
      seed,
      concurrency,
      timeoutMs,
      only,
      authToken: api.authToken,
      authTokens: { customerToken: await fuzzCustomerToken(api.url) },
      // These end the customer's session (or account) when a case succeeds.
      runLast: ['POST /auth/logout', 'DELETE /customer-sessions/{id}', 'DELETE /customers/{id}'],
      log: (line) => console.log(`[fuzz] ${line}`),
    });
    console.log(formatReport(report));
    const { serverErrors, mismatches, undocumented } = report.totals;
    const apiLog = api.recentLog().trim();
    if (serverErrors > 0 && apiLog)
      console.log(`\n## The API's last log lines\n${apiLog.split('\n').slice(-40).join('\n')}`);
    return serverErrors + mismatches + undocumented > 0 ? 1 : 0;
  } finally {
    await api?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[fuzz] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
