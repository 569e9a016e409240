// The framework's floor for `npm run bench:http` (docs/benchmarks.md): a Next.js app with the
// storefront's own next, react and react-dom (resolved from the repository's node_modules) and
// nothing else. Built into its own folder by bench/lib/floor-app.mjs.
import { resolve } from 'node:path';

export default {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  generateEtags: false,
  turbopack: { root: resolve(import.meta.dirname, '..', '..') },
};
