import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { standaloneNginxConfig, type FrontCacheSettings } from './nginx-config';

/** The nginx binary on PATH or in /usr/sbin, or null when none is installed. */
export function findNginx(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

export interface RunningFrontCache {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs the front cache as its own nginx in a fresh folder (its pid, logs, temporary files and
 * cache), in front of `upstream`, until `stop()`; for tests and benches.
 */
export async function runFrontCache(
  nginx: string,
  settings: Omit<FrontCacheSettings, 'cacheDir'>,
): Promise<RunningFrontCache> {
  const folder = mkdtempSync(join(tmpdir(), 'front-cache-'));
  // nginx's workers drop to `nobody` when started as root: they must write the cache too.
  chmodSync(folder, 0o777);
  mkdirSync(join(folder, 'cache'), { mode: 0o777 });
  const configFile = join(folder, 'nginx.conf');
  writeFileSync(configFile, standaloneNginxConfig({ ...settings, cacheDir: join(folder, 'cache') }, folder));
  const child: ChildProcess = spawn(nginx, ['-p', folder, '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://${settings.listen.includes(':') ? settings.listen : `127.0.0.1:${settings.listen}`}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/__front-cache-start`, { method: 'HEAD' });
      return { url, stop };
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not start on ${url}: ${errors}`);
}
