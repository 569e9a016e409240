import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // The browser tests build into their own folder so they never overwrite the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // Types are checked once for the whole repository by `npm run typecheck` (part of `npm test`);
  // checking them again inside every build would double the build time on small machines.
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
