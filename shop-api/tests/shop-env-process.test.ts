import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionEnv } from './helpers/production-env';

const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** Starts the real server process with `env` and answers how it ended (it must end on its own). */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', server], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout };
}

describe('the shop API process with SHOP_ENV=production', () => {
  it('refuses to start on a development default, with one line naming the setting', () => {
    const { status, stderr } = start({ ...productionEnv, PUSHER_SECRET: 'lumen-store-dev-secret' });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toEqual([
      '[shop-api] Refusing to start with SHOP_ENV=production: PUSHER_SECRET is a published development default. See docs/deploying.md.',
    ]);
  });

  it('refuses to start without SMTP_URL', () => {
    const { SMTP_URL: _unused, ...withoutSmtp } = productionEnv;
    const { status, stderr } = start(withoutSmtp);
    expect(status).toBe(1);
    expect(stderr).toContain('SMTP_URL is not set');
  });
});
