import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const kit = join(root, 'components/form');

/** The project file an import names (`@/…`, `@contract/…` or relative), if it is one. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : specifier.startsWith('@contract/')
      ? join(root, 'contract', specifier.slice('@contract/'.length))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : null;
  if (!base) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every package a file imports, directly or through the project's files it imports. */
function packagesImported(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const pending = [entry];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // A type-only import is erased from the JavaScript, so it is not followed.
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
      const specifier = match[1] ?? '';
      const target = resolveImport(file, specifier);
      if (target) pending.push(target);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.set(specifier, relative(root, file));
    }
  }
  return packages;
}

describe('the form kit', () => {
  const files = readdirSync(kit).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

  it('loads no zod (the newsletter form in every page’s footer uses it; docs/benchmarks.md)', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const packages = packagesImported(join(kit, file));
      const zod = [...packages].filter(
        ([name]) => name === 'zod' || name.startsWith('zod/') || name.includes('resolvers'),
      );
      expect(zod, file).toEqual([]);
    }
  });
});
