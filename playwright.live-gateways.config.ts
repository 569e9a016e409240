import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The browser test of a purchase through the live card adapters (docs/orders-and-payments.md):
 * the slot's storefront build as in playwright.config.ts, but its API started by
 * shop-api/tests/gateway-fakes/serve-live-api.ts, with GOPAY_* and CSOB_* pointing at the fakes.
 * `npm run test:e2e:live` (E2E_SLOT and E2E_SKIP_BUILD as for test:e2e; the build is the same).
 */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];
const apiServer = 'npx tsx shop-api/src/server.ts';
const servers = base.webServer as WebServer[];
// Found by its command, not its place: the base config also starts the error reports' collector.
const api = servers.find((server) => server.command.includes(apiServer));
if (!api) throw new Error(`playwright.config.ts starts no "${apiServer}" to replace.`);

export default defineConfig({
  ...base,
  testDir: 'e2e/live-gateways',
  testIgnore: [],
  webServer: servers.map((server) =>
    server === api
      ? {
          ...api,
          command: api.command.replace(apiServer, 'npx tsx shop-api/tests/gateway-fakes/serve-live-api.ts'),
          // The status check settles a payment nobody returned from; quick here, as it is in the tests.
          env: { ...api.env, PAYMENT_STATUS_CHECK_SECONDS: '2' },
        }
      : server,
  ),
});
