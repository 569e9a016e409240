import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The project source file an import specifier names (`@/…`, `@contract/…` or relative), if it is one. */
export function resolveProjectImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(repositoryRoot, specifier.slice(2))
    : specifier.startsWith('@contract/')
      ? join(repositoryRoot, 'contract', specifier.slice('@contract/'.length))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * What a file imports and re-exports (`from '…'`). `types: false` leaves out `import type`, which
 * is erased from the JavaScript.
 */
export function importSpecifiers(file: string, { types }: { types: boolean }): string[] {
  const pattern = types
    ? /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g
    : /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/g;
  return [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1] ?? '');
}
