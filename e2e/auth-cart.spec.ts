import { expect, test, type Page } from '@playwright/test';
import { newPassword, registerAtApi } from './support/auth-customers';
import {
  addToCartButton,
  addToCartOnPage,
  authLocales,
  authNotice,
  headerAccountLink,
  localizedPath,
  loginInModalIn,
  productIn,
} from './support/auth-flows';
import { text } from './support/messages';
import { apiUrl } from './support/shop-api';

/**
 * The cart across a login (docs/customer-accounts-storefront.md, "Login, registration, logout and
 * the cart") and a session that outlives its access token in the middle of shopping, in cs, sk and
 * en. Demo data (docs/cart.md): the cap is product 12.
 */

const cartCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'cart_id')?.value;

/** Remembers the access token the storefront's login route answers (the page keeps it in memory only). */
function watchLoginToken(page: Page): () => string {
  let accessToken = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/auth/login') && response.ok())
      accessToken = ((await response.json()) as { accessToken: string }).accessToken;
  });
  return () => accessToken;
}

for (const locale of authLocales) {
  test(`${locale}: the anonymous cart’s items move into the customer’s cart on login`, async ({ page }) => {
    test.slow();
    const email = await registerAtApi(page.request, `cart-${locale}`, locale);
    const product = await productIn(page.request, locale);
    await page.goto(product.path);
    await addToCartOnPage(page, locale, product);
    const anonymousCart = await cartCookie(page);
    expect(anonymousCart).toBeTruthy();

    const accessToken = watchLoginToken(page);
    await loginInModalIn(page, locale, email, newPassword);
    await expect(page.getByText(authNotice(locale, 'cart_transfer_error'))).toHaveCount(0);

    const me = await (
      await page.request.get(`${apiUrl}/auth/me`, { headers: { Authorization: `Bearer ${accessToken()}` } })
    ).json();
    const customerCart = (me as { customer_latest_cart_id: string | null }).customer_latest_cart_id;
    expect(customerCart).toBeTruthy();
    expect(customerCart).not.toBe(anonymousCart);
    await expect.poll(() => cartCookie(page)).toBe(customerCart);
    expect((await page.context().cookies()).find((c) => c.name === 'source_cart_id')).toBeUndefined();

    await page.goto(localizedPath(locale, '/cart'));
    await expect(page.getByTestId('cart-line').filter({ hasText: product.name })).toBeVisible();
  });

  test(`${locale}: an expired access token is refreshed without the shopper noticing, in the middle of a session`, async ({
    page,
  }) => {
    const email = await registerAtApi(page.request, `expiry-${locale}`, locale);
    const accessToken = watchLoginToken(page);
    const product = await productIn(page.request, locale);
    await page.goto(product.path);
    await loginInModalIn(page, locale, email, newPassword);
    expect(accessToken()).toBeTruthy();

    // The API ends the access token now (test fault); the page still holds it in memory.
    const expired = await page.request.post(`${apiUrl}/test-faults/expire-access-token`, {
      data: { access_token: accessToken() },
    });
    expect(expired.ok(), await expired.text()).toBe(true);

    const refreshes: number[] = [];
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
      if (response.url().startsWith(apiUrl) && response.status() === 401) unauthorized.push(response.url());
    });
    // Adding to the cart is the next call with the expired token: refreshed once, then sent again.
    await expect(addToCartButton(page, locale)).toBeVisible();
    await addToCartOnPage(page, locale, product);
    expect(unauthorized.length).toBeGreaterThan(0);
    expect(refreshes).toEqual([200]);
    await expect(headerAccountLink(page, locale)).toBeVisible();
    await expect(page.getByText(authNotice(locale, 'session_refresh_failed'))).toHaveCount(0);
    await expect(page.getByText(text(locale, 'cart', 'errors.add_cart_item_fail'))).toHaveCount(0);
  });
}
