/**
 * `npm run lint:openapi`: lints the shop API's own /openapi.json with Spectral (ruleset
 * .spectral.yaml at the repository root). Starts the API like the fuzzer does, or uses FUZZ_API_URL.
 * Exits nonzero when Spectral reports an error.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiUnderTest, type RunningApi } from './api-process';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<number> {
  let api: RunningApi | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'shop-api-openapi-'));
  try {
    api = await apiUnderTest();
    const response = await fetch(`${api.url}/openapi.json`, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}.`);
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(await response.json(), null, 2));
    console.log(`[lint:openapi] linting ${api.url}/openapi.json (saved to ${file}) with .spectral.yaml`);
    const spectral = join(root, 'node_modules', '.bin', 'spectral');
    const args = [
      'lint',
      file,
      '--ruleset',
      join(root, '.spectral.yaml'),
      '--fail-severity',
      'error',
      '--format',
      'stylish',
    ];
    const result = spawnSync(spectral, args, { cwd: root, stdio: 'inherit' });
    if (result.error) throw result.error;
    return result.status ?? 1;
  } finally {
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[lint:openapi] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
