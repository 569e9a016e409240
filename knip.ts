import type { KnipConfig } from 'knip';

/**
 * `npm run knip` (part of `npm test`): unused files, exports and dependencies. Next.js, Vitest,
 * Playwright and ESLint entries are found by knip's plugins; the entries below are the Node
 * programs it cannot guess (the API server, the seed and fuzz scripts are found through package.json).
 */
const config: KnipConfig = {
  entry: [
    'shop-api/drizzle.config.ts',
    'scripts/*.mjs',
    'bench/*.mjs',
    'bench/*.ts',
    'bench/lib/*.ts',
    'bench/floor-app/next.config.mjs',
    // The live card adapters' browser test (npm run test:e2e:live) and the API it starts.
    'playwright.live-gateways.config.ts',
    'shop-api/tests/gateway-fakes/serve-live-api.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,css}'],
  // A schema exported beside the schema that embeds it is part of the contract's vocabulary even
  // when no other module names it yet; an export used in its own file is therefore not "unused".
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Spectral is run through its binary by shop-api/fuzz/lint-openapi.ts, which knip cannot follow.
    '@stoplight/spectral-cli',
  ],
};

export default config;
