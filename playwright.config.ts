import { defineConfig, devices } from '@playwright/test';

/** The browser tests run production builds of both parts on their own ports and database. */
export const e2ePorts = { api: 4010, web: 3010 };
const apiUrl = `http://localhost:${e2ePorts.api}`;
const webUrl = `http://localhost:${e2ePorts.web}`;

export default defineConfig({
  testDir: 'e2e',
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
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx shop-api/src/server.ts',
      url: `${apiUrl}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        API_PORT: String(e2ePorts.api),
        API_PUBLIC_URL: apiUrl,
        STOREFRONT_ORIGINS: webUrl,
        PGLITE_DATA_DIR: '.e2e-data/pglite',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `npx next start -H localhost -p ${e2ePorts.web}`,
      url: `${webUrl}/en`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { NEXT_DIST_DIR: '.next-e2e', API_URL: apiUrl, NEXT_PUBLIC_API_URL: apiUrl },
    },
  ],
});
