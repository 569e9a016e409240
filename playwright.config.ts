import { defineConfig, devices } from '@playwright/test';
import {
  e2eApiUrl as apiUrl,
  e2eCollectorUrl as collectorUrl,
  e2eDataDir,
  e2eDistDir,
  e2ePorts,
  e2eWebUrl as webUrl,
} from './e2e/slot';
import { e2eAdminToken, e2eRevalidateSecret } from './e2e/support/revalidation';

export { e2ePorts };

/** The browser tests run production builds of both parts on their own ports and database (see e2e/slot.ts). */

export default defineConfig({
  testDir: 'e2e',
  // The live card adapters' purchase runs with its own API (playwright.live-gateways.config.ts).
  testIgnore: ['live-gateways/**'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: webUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // Stands in for Spotlight: both parts and the browser report here (e2e/error-reporting.spec.ts).
      command: `node e2e/support/envelope-collector.mjs ${e2ePorts.collector}`,
      url: `${collectorUrl}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      // A fresh database every run, so schema changes and seed changes always apply.
      command: `rm -rf ${e2eDataDir} && npx tsx shop-api/src/server.ts`,
      url: `${apiUrl}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        API_PORT: String(e2ePorts.api),
        API_PUBLIC_URL: apiUrl,
        STOREFRONT_ORIGINS: webUrl,
        PGLITE_DATA_DIR: e2eDataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // A page that fails on demand for e2e/errors.spec.ts (shop-api/src/test-faults).
        API_TEST_FAULTS: '1',
        // The back-office API and its revalidation calls to the storefront (e2e/revalidation.spec.ts).
        ADMIN_TOKEN: e2eAdminToken,
        STOREFRONT_REVALIDATE_URL: `${webUrl}/api/revalidate`,
        REVALIDATE_SECRET: e2eRevalidateSecret,
        // The storefront's server calls from loopback: believed for the shopper's address, as a
        // deployment names its storefront (e2e/client-address.spec.ts).
        TRUSTED_PROXIES: 'loopback',
        // Error reports and traces go to the collector, never to a Spotlight or Sentry elsewhere.
        SENTRY_DSN: '',
        SENTRY_SPOTLIGHT: collectorUrl,
      },
    },
    {
      command: `npx next start -H localhost -p ${e2ePorts.web}`,
      url: `${webUrl}/en`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NEXT_DIST_DIR: e2eDistDir,
        API_URL: apiUrl,
        NEXT_PUBLIC_API_URL: apiUrl,
        SITE_URL: webUrl,
        REVALIDATE_SECRET: e2eRevalidateSecret,
        // Browsers reach `next start` directly: no proxy in front of it is believed.
        TRUSTED_PROXIES: '',
        SENTRY_DSN: '',
        SENTRY_SPOTLIGHT: collectorUrl,
      },
    },
  ],
});
