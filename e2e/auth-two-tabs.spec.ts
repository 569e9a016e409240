import { expect, test, type Page, type Route } from '@playwright/test';
import { e2eWebUrl } from './slot';
import { newPassword, registerAtApi } from './support/auth-customers';
import {
  addToCartOnPage,
  authLocales,
  authNotice,
  headerAccountLink,
  localizedPath,
  loginInModalIn,
  productIn,
} from './support/auth-flows';
import { text, type E2eLocale } from './support/messages';
import { apiUrl } from './support/shop-api';

/**
 * Two tabs of one browser (one cookie jar, one refresh cookie) whose access tokens have both
 * expired make an authenticated call at the same moment. Both refresh with the same refresh
 * cookie: the API rotates it for the first and answers the second 409 `refresh_in_progress`
 * (inside its grace window, without revoking the session); the storefront then hands that tab the
 * first rotation's answer (lib/auth/rotation-handoff.ts), or the tab waits and retries with the
 * cookie the first answer set (lib/auth/session-refresh.ts). The shopper sees both tabs signed in.
 */

/** Follows the access token a tab holds: the last one its login or refresh answered. */
function watchToken(page: Page): () => string {
  let token = '';
  page.on('response', async (response) => {
    if (!/\/api\/auth\/(login|refresh)$/.test(response.url()) || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { accessToken?: string } | null;
    if (body?.accessToken) token = body.accessToken;
  });
  return () => token;
}

async function expectSignedInOnDashboard(page: Page, locale: E2eLocale) {
  await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/customer/dashboard')}$`));
  await expect(page.getByTestId('customer-greeting')).toHaveText(
    text(locale, 'customerArea', 'dashboard.greeting', { name: 'Eva' }),
  );
  // The orders list is an authenticated call of its own: it answered.
  await expect(page.getByText(text(locale, 'customerArea', 'dashboard.noOrders'))).toBeVisible();
  await expect(headerAccountLink(page, locale)).toBeVisible();
  await expect(page.getByText(authNotice(locale, 'session_refresh_failed'))).toHaveCount(0);
}

for (const locale of authLocales) {
  test(`${locale}: two tabs refreshing an expired session at the same moment both stay signed in`, async ({
    page: first,
    context,
  }) => {
    test.slow();
    const email = await registerAtApi(first.request, `two-tabs-${locale}`, locale);
    const product = await productIn(first.request, locale);
    const firstToken = watchToken(first);
    await first.goto(product.path);
    await loginInModalIn(first, locale, email, newPassword);

    // The second tab loads its session from the shared refresh cookie (a refresh of its own).
    const second = await context.newPage();
    const secondToken = watchToken(second);
    await second.goto(product.path);
    await expect(headerAccountLink(second, locale)).toBeVisible();
    await expect.poll(secondToken).not.toBe('');

    // Hold the tabs' refreshes until both have asked, then let them go together: a real race.
    const statuses: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh')) statuses.push(response.status());
    });
    const held: Route[] = [];
    let gate = true;
    await context.route('**/api/auth/refresh', async (route) => {
      if (!gate) return route.continue();
      held.push(route);
      if (held.length === 2) {
        gate = false;
        await Promise.all(held.map((waiting) => waiting.continue()));
      }
    });

    // The API ends both tabs' access tokens now (the first tab's was already replaced when the
    // second refreshed: 404 for it is fine); the pages still hold them in memory.
    for (const token of [firstToken(), secondToken()]) {
      const expired = await first.request.post(`${apiUrl}/test-faults/expire-access-token`, {
        data: { access_token: token },
      });
      expect([204, 404]).toContain(expired.status());
    }

    // Both open their account at the same moment (client-side navigation: the tokens in memory go along).
    await Promise.all([headerAccountLink(first, locale).click(), headerAccountLink(second, locale).click()]);
    await expectSignedInOnDashboard(first, locale);
    await expectSignedInOnDashboard(second, locale);
    expect(held).toHaveLength(2);
    // One refresh rotated the cookie; the other, refused 409 by the API, got that rotation's answer
    // from the storefront (the rotation handoff's `successorOnce`) or, when another holder had taken
    // it, waited and retried with the new cookie. Either way both answered 200 and none 401.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses).not.toContain(401);

    // The session lives on: a reload signs the tab in again from the cookie, and an authenticated
    // action in the other tab works.
    await second.reload();
    await expectSignedInOnDashboard(second, locale);
    await first.goto(product.path);
    await expect(headerAccountLink(first, locale)).toBeVisible();
    await addToCartOnPage(first, locale, product);
    await expect(first.getByText(authNotice(locale, 'session_refresh_failed'))).toHaveCount(0);
    const refresh = await first.request.post('/api/auth/refresh', { headers: { Origin: new URL(e2eWebUrl).origin } });
    expect(refresh.status(), await refresh.text()).toBe(200);
  });
}
