// ESLint: Next's rules (core web vitals, TypeScript) plus the import boundaries of docs/architecture.md.
// `npm run lint` (part of `npm test`) fails on any error, a forbidden import included.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

const tsconfigs = [
  './tsconfig.json',
  './shop-api/tsconfig.json',
  './shop-api/tsconfig.test.json',
  './contract/tsconfig.json',
  './contract/tsconfig.test.json',
];
const storefront = ['app', 'components', 'lib', 'stores', 'messages', 'tests', 'e2e', 'proxy.ts', 'instrumentation.ts'];

/**
 * The one allowed direction of imports: the storefront and the shop API both import the contract;
 * neither imports the other; the contract imports only zod and itself. Paths are resolved (aliases
 * included), so `@/shop-api/…`, `../../shop-api/…` and `@contract/../lib/…` are all caught.
 */
const boundaries = (contractMay = ['./node_modules/zod'], codesMay = []) => ({
  'import/no-restricted-paths': [
    'error',
    {
      basePath: import.meta.dirname,
      zones: [
        {
          target: './contract',
          from: './',
          except: ['./contract', ...contractMay],
          message: 'The contract imports only zod and itself (docs/architecture.md).',
        },
        {
          target: './contract/codes',
          from: './',
          except: ['./contract/codes', ...codesMay],
          message:
            'contract/codes/ imports only itself: no zod and no schema, so the storefront imports it without weight (docs/architecture.md).',
        },
        {
          target: './shop-api',
          from: './',
          except: ['./shop-api', './contract', './node_modules'],
          message: 'The shop API imports nothing from outside shop-api/ except @contract/… (docs/architecture.md).',
        },
        ...storefront.map((target) => ({
          target: `./${target}`,
          from: './shop-api',
          message:
            'The storefront talks to the shop API over HTTP only; shared code belongs in contract/ (docs/architecture.md).',
        })),
      ],
    },
  ],
});

const codesMessage =
  'contract/codes/ never imports zod: the storefront imports it without weight (docs/architecture.md).';

/**
 * Node built-ins are not "zod or itself" either; they resolve to no file, so they are named here.
 * `contract/codes/` names zod too: the path rule above sees zod only where it resolves inside this
 * folder, and a worktree's node_modules may be a link to elsewhere.
 */
const contractImports = (forbidden = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { regex: '^node:', message: 'The contract runs in browsers too: no Node built-ins.' },
        ...forbidden.map((name) => ({ regex: `^${name}(/|$)`, message: codesMessage })),
      ],
      paths: ['crypto', 'fs', 'path', 'buffer', 'url', 'util'].map((name) => ({
        name,
        message: 'The contract imports only zod and itself.',
      })),
    },
  ],
});

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    'node_modules/**',
    '.next/**',
    '.next-*/**',
    'bench/floor-app/.next/**',
    'next-env.d.ts',
    'shop-api/.data/**',
    '.e2e-data*/**',
    'test-results/**',
    'playwright-report/**',
    'public/**',
    'shop-api/drizzle/**',
  ]),
  {
    settings: {
      // One tsconfig per part (docs/architecture.md, "Type-checking per part"); the resolver maps the
      // `@/…` and `@contract/…` aliases only for files a listed project includes, so all are listed.
      'import/resolver': { typescript: { project: tsconfigs }, node: true },
    },
    rules: {
      ...boundaries(),
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // A promise is awaited, returned, or marked `void` where it is meant to run on its own: a forgotten
    // `await` lets an error go unhandled and the next step run too early. The rule needs type information.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  { files: ['contract/**'], rules: contractImports() },
  { files: ['contract/codes/**'], rules: contractImports(['zod']) },
  // The tests of the contract and of the shop API are projects of their own (Node.js types; jsdom's
  // bring the DOM to the API's mail tests), which the project service does not find from the file
  // alone: docs/architecture.md, "Type-checking per part".
  {
    files: ['shop-api/**/*.test.ts', 'shop-api/tests/**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './shop-api/tsconfig.test.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['contract/**/*.test.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './contract/tsconfig.test.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: boundaries(['./node_modules/zod', './node_modules/vitest'], ['./node_modules/vitest']),
  },
  {
    // Node scripts and benchmarks are not part of any bundle.
    files: ['scripts/**', 'bench/**', '*.mjs', '*.config.*'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
]);
