import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, repositoryRoot, resolveProjectImport } from '@/tests/support/import-graph';

const kit = join(repositoryRoot, 'components/form');

/** The packages a file loads, directly or through the project's files it imports, each with the file that imports it. */
function packagesLoaded(entry: string): [string, string][] {
  const packages: [string, string][] = [];
  const pending = [entry];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importSpecifiers(file, { types: false })) {
      const target = resolveProjectImport(file, specifier);
      if (target) pending.push(target);
      else if (!specifier.startsWith('.')) packages.push([specifier, relative(repositoryRoot, file)]);
    }
  }
  return packages;
}

describe('the form kit', () => {
  const files = readdirSync(kit).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

  it('loads no zod (the newsletter form in every page’s footer is built of it; docs/benchmarks.md)', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const zod = packagesLoaded(join(kit, file)).filter(([name]) => /^zod(\/|$)|resolvers/.test(name));
      expect(zod, file).toEqual([]);
    }
  });
});
