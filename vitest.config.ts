import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { requireNodeVersion } from './scripts/node-version.mjs';

// The test workers are forks of this process (its Node.js): stop here on an older one (docs/runtime.md).
requireNodeVersion();

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = [
  { find: /^@contract$/, replacement: `${root}contract/index.ts` },
  { find: /^@contract\//, replacement: `${root}contract/` },
  { find: /^@\//, replacement: root },
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'lib/**/*.test.ts',
            'components/**/*.test.{ts,tsx}',
            'stores/**/*.test.ts',
            'tests/**/*.test.{ts,tsx}',
            '*.test.ts',
          ],
          setupFiles: ['tests/setup.ts'],
          // proxy.test.ts runs next-intl's middleware, which imports `next/server` without the
          // extension Node's ESM loader needs; through Vite it resolves.
          server: { deps: { inline: [/next-intl\/dist\/esm\/[a-z]+\/middleware/] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['shop-api/**/*.test.ts'],
          setupFiles: ['shop-api/tests/setup/one-query-per-connection.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
