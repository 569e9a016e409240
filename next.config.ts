import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { documentlessPolicy } from './lib/security/content-security-policy';
import { baseSecurityHeaders, strictTransportSecurity } from './lib/security/security-headers';

// Messages are compiled at build time (ICU syntax → a compact form), so the browser gets next-intl's
// small formatter instead of the ICU parser (about 12 kB gzip less on every page, docs/benchmarks.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// One id per build (or `BUILD_ID` from the deploy pipeline). Kept in the environment so the
// build's worker processes, which load this file again, agree on it; the browser compares it with
// `/latest.json` (lib/build, docs/seo-and-errors.md).
process.env.NEXT_PUBLIC_BUILD_ID ||=
  process.env.BUILD_ID || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const buildId = process.env.NEXT_PUBLIC_BUILD_ID;

const nextConfig: NextConfig = {
  // The browser tests build into their own folder so they never overwrite the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag on pages: Next.js would hash the whole HTML on every request (about a tenth of the
  // server's time on a cached product page, docs/benchmarks.md) only to let a browser skip the
  // download; static files under /_next/static are immutable and keep their own caching.
  generateEtags: false,
  typedRoutes: false,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // Types are checked once for the whole repository by `npm run typecheck` (part of `npm test`);
  // checking them again inside every build would double the build time on small machines.
  typescript: { ignoreBuildErrors: true },
  // Security headers on every answer: route handlers, files, the bare 404. Pages get their own
  // Content-Security-Policy (with the nonce) from the request interceptor, which replaces this one
  // (docs/security-headers.md).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          ...Object.entries(baseSecurityHeaders).map(([key, value]) => ({ key, value })),
          { key: 'Content-Security-Policy', value: documentlessPolicy },
        ],
      },
      {
        // HSTS only on answers that came over HTTPS (a TLS-terminating proxy says so).
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(?:\\s*,.*)?' }],
        headers: [{ key: 'Strict-Transport-Security', value: strictTransportSecurity }],
      },
    ];
  },
  experimental: {
    // Not `inlineCss`: measured in session 21, it wrote the CSS into the HTML three times (the
    // <style> and twice in the inline RSC payload), so the info page's HTML went from 15.7 to
    // 42.5 kB gzip to save one ≈ 9 kB style sheet request (docs/benchmarks.md, "Paint, session 21").
    // Turbopack merges small chunks per route, which copied the header's islands (language switch,
    // search box) into both the 404 boundary's chunk and the page's, loaded together on every page
    // (≈ 12 kB gzip twice). Smaller chunks, merged less eagerly, keep one copy (docs/benchmarks.md).
    turbopackChunking: { minChunkSize: 5_000, requestCost: 20_000 },
  },
};

export default withNextIntl(nextConfig);
