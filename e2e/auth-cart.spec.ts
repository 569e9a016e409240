import { expect, test, type Page } from '@playwright/test';
import { accountLink, loginInModal, newPassword, registerAtApi } from './support/auth-customers';
import { apiGet, apiUrl } from './support/shop-api';

/**
 * The cart across a login (spec section 4) and a session that outlives its access token in the
 * middle of shopping. Demo data (docs/cart.md): the cap is product 12, the beanie product 72.
 */

interface ProductAnswer {
  _embedded: { urls: Record<string, string> };
}

async function addFromProductPage(page: Page, id: number) {
  const product = await apiGet<ProductAnswer>(page.request, `products/${id}?embed=urls`, 'en');
  await page.goto(`/en/${product._embedded.urls.en}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText(/is in your cart/)).toBeVisible();
}

const cartCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'cart_id')?.value;

test('the anonymous cart’s items move into the customer’s cart on login', async ({ page }) => {
  test.slow();
  const email = await registerAtApi(page.request, 'cart');
  await addFromProductPage(page, 12);
  const anonymousCart = await cartCookie(page);
  expect(anonymousCart).toBeTruthy();

  let accessToken = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/auth/login') && response.ok())
      accessToken = ((await response.json()) as { accessToken: string }).accessToken;
  });
  await loginInModal(page, email, newPassword);
  await expect(page.getByText(/could not move the items/)).toHaveCount(0);

  const me = await (
    await page.request.get(`${apiUrl}/auth/me`, { headers: { Authorization: `Bearer ${accessToken}` } })
  ).json();
  const customerCart = (me as { customer_latest_cart_id: string | null }).customer_latest_cart_id;
  expect(customerCart).toBeTruthy();
  expect(customerCart).not.toBe(anonymousCart);
  await expect.poll(() => cartCookie(page)).toBe(customerCart);
  expect((await page.context().cookies()).find((c) => c.name === 'source_cart_id')).toBeUndefined();

  await page.goto('/en/my-cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: 'Blue classic baseball cap' })).toBeVisible();
});

test('an expired access token is refreshed without the shopper noticing, in the middle of a session', async ({
  page,
}) => {
  const email = await registerAtApi(page.request, 'expiry');
  let accessToken = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/auth/login') && response.ok())
      accessToken = ((await response.json()) as { accessToken: string }).accessToken;
  });
  const product = await apiGet<ProductAnswer>(page.request, 'products/12?embed=urls', 'en');
  await page.goto(`/en/${product._embedded.urls.en}`);
  await loginInModal(page, email, newPassword);
  expect(accessToken).toBeTruthy();

  // The API ends the access token now (test fault); the page still holds it in memory.
  const expired = await page.request.post(`${apiUrl}/test-faults/expire-access-token`, {
    data: { access_token: accessToken },
  });
  expect(expired.ok(), await expired.text()).toBe(true);

  const refreshes: number[] = [];
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
    if (response.url().startsWith(apiUrl) && response.status() === 401) unauthorized.push(response.url());
  });
  // Adding to the cart is the next call with the expired token: refreshed once, then sent again.
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText(/is in your cart/)).toBeVisible();
  expect(unauthorized.length).toBeGreaterThan(0);
  expect(refreshes).toEqual([200]);
  await expect(accountLink(page)).toBeVisible();
  await expect(page.getByText('Your session has ended. Please log in again.')).toHaveCount(0);
});
