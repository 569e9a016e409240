import { expect, test } from '@playwright/test';
import { e2eWebUrl } from './slot';
import { newPassword, registerAtApi } from './support/auth-customers';
import { apiUrl } from './support/shop-api';

/**
 * The shopper's address through the whole chain (docs/customer-accounts-storefront.md, "The
 * shopper's address"): the run's API trusts the storefront's server (TRUSTED_PROXIES=loopback in
 * playwright.config.ts), as a deployment does, and the storefront trusts nothing in front of it. A
 * client that writes its own X-Forwarded-For to the storefront must not become that address in the
 * API's session record (nor in its per-IP limits, which read the same request.ip).
 */
test('a sign-in through the storefront records the address the storefront saw, not one the client wrote', async ({
  request,
}) => {
  const email = await registerAtApi(request, 'client-address');
  const login = await request.post('/api/auth/login', {
    data: { email, password: newPassword },
    headers: { Origin: new URL(e2eWebUrl).origin, 'X-Forwarded-For': '198.51.100.66' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };

  const sessions = await request.get(`${apiUrl}/customer-sessions`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(sessions.status()).toBe(200);
  const { items } = (await sessions.json()) as { items: { client_ip: string | null; is_current: boolean }[] };
  const current = items.find((session) => session.is_current);
  // This test's own connection to the storefront: loopback, however the forged header reads.
  expect(['127.0.0.1', '::1']).toContain(current?.client_ip);
});
