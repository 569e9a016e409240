import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md, checked on planted files: the lint rule, not a
 * reviewer, stops the storefront, the contract and the shop API from reaching into one another.
 */
let eslint: ESLint;
beforeAll(() => {
  // The planted files exist only in memory, so the type-aware rules (which need them in a tsconfig
  // project) are off here: this test is about the import rules alone.
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parserOptions: { projectService: false } },
        rules: { '@typescript-eslint/no-floating-promises': 'off' },
      },
    ],
  });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it('stop the storefront from importing the shop API', { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      'lib/planted.ts',
      "export { routeTable } from '@/shop-api/src/shop/route-table';\n",
    );
    expect(errors).toEqual([expect.stringContaining('The storefront talks to the shop API over HTTP only')]);
  });

  it('stop the shop API from importing the storefront', { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      'shop-api/src/planted.ts',
      "export { secretMatches } from '../../lib/cache/revalidate-request';\n",
    );
    expect(errors).toEqual([expect.stringContaining('The shop API imports nothing from outside shop-api/')]);
  });

  it('keep the contract to zod and itself', { timeout: 60_000 }, async () => {
    const code =
      "export { createHash } from 'node:crypto';\nexport { serverApiBaseUrl } from '@/lib/api/api-url';\nexport { z } from 'zod';\nexport { LocaleSchema } from './locales';\n";
    const errors = await boundaryErrors('contract/planted.ts', code);
    expect(errors).toHaveLength(2);
  });

  it('keep contract/codes free of zod and of the schemas', { timeout: 60_000 }, async () => {
    const zod = await boundaryErrors('contract/codes/planted.ts', "export { z } from 'zod';\n");
    expect(zod).toContainEqual(expect.stringContaining('contract/codes/ never imports zod'));
    const schema = await boundaryErrors(
      'contract/codes/planted.ts',
      "export { CartSchema } from '../entities/cart';\n",
    );
    expect(schema).toEqual([expect.stringContaining('contract/codes/ imports only itself')]);
    const alias = await boundaryErrors(
      'contract/codes/planted.ts',
      "export { LocaleSchema } from '@contract/locales';\n",
    );
    expect(alias).toEqual([expect.stringContaining('contract/codes/ imports only itself')]);
    expect(
      await boundaryErrors('contract/codes/planted.ts', "export { cartItemTypes } from './cart-item-types';\n"),
    ).toEqual([]);
  });

  it('let both sides import the contract', { timeout: 60_000 }, async () => {
    expect(await boundaryErrors('lib/planted.ts', "export { LocaleSchema } from '@contract/locales';\n")).toEqual([]);
    expect(
      await boundaryErrors('shop-api/src/planted.ts', "export { LocaleSchema } from '@contract/locales';\n"),
    ).toEqual([]);
  });
});
