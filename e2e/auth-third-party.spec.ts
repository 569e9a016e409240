import { expect, test, type Page } from '@playwright/test';
import { accountLink, openLoginModal } from './support/auth-customers';
import { apiGet, apiUrl } from './support/shop-api';

/**
 * Third-party sign-in through the shop API's sandbox identity provider (docs/customer-accounts.md):
 * the modal's Google / Facebook button, the provider's consent page with its test identities, the
 * return through `/api/auth/third-party/{provider}`, and a return_url that is not ours.
 */

interface ProductAnswer {
  _embedded: { urls: Record<string, string> };
}

const allow = /Allow and continue|Povolit a pokračovat|Povoliť a pokračovať/;
const deny = /^(Deny|Zamítnout|Zamietnuť)$/;

async function productPage(page: Page): Promise<string> {
  const product = await apiGet<ProductAnswer>(page.request, 'products/12?embed=urls', 'en');
  return `/en/${product._embedded.urls.en}`;
}

test('a new shopper signs in with Google and comes back to the page they were on, cart moved', async ({ page }) => {
  test.slow();
  const path = await productPage(page);
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText(/is in your cart/)).toBeVisible();
  const anonymousCart = (await page.context().cookies()).find((c) => c.name === 'cart_id')?.value;

  await openLoginModal(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Log in with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/`));
  await page.getByRole('radio', { name: /A new shopper|Nový nakupující/ }).check();
  await page.getByRole('button', { name: allow }).click();

  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByText('You are logged in.')).toBeVisible();
  await expect(accountLink(page)).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'cart_id')?.value)
    .not.toBe(anonymousCart);
  expect((await page.context().cookies()).find((c) => c.name === 'auth_notice')).toBeUndefined();
  await page.goto('/en/my-cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: 'Blue classic baseball cap' })).toBeVisible();
});

test('declining at the provider leads to the login page with the login_failed notice', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Log in with Facebook' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/`));
  await page.getByRole('button', { name: deny }).click();
  await expect(page).toHaveURL(/\/(en\/login|cs\/prihlaseni|sk\/prihlasenie)$/);
  await expect(
    page.getByText(/The sign-in did not succeed|Přihlášení se nepovedlo|Prihlásenie sa nepodarilo/),
  ).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'refresh_token')).toBeUndefined();
});

test('a return_url that is not ours is rejected with invalid_return_url', async ({ page, request }) => {
  const direct = await request.post(`${apiUrl}/socialite/redirect`, {
    data: { provider: 'google', return_url: 'https://evil.example/api/auth/third-party/google' },
  });
  expect(direct.status()).toBe(422);
  expect(((await direct.json()) as { type: string }).type).toBe('invalid_return_url');

  // The same through the storefront's button, with the return address swapped on the way.
  await page.route(`${apiUrl}/socialite/redirect`, async (route) => {
    const body = route.request().postDataJSON() as Record<string, string>;
    await route.continue({
      postData: JSON.stringify({ ...body, return_url: 'https://evil.example/api/auth/third-party/google' }),
    });
  });
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Log in with Google' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The sign-in could not return to this shop.' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('the third-party route refuses an unknown provider and a return without a code', async ({ page }) => {
  const unknown = await page.request.get('/api/auth/third-party/myspace?code=x&state=y', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  const noCode = await page.request.get('/api/auth/third-party/google?state=y', { maxRedirects: 0 });
  expect(noCode.status()).toBe(303);
  expect(noCode.headers()['set-cookie']).toContain('auth_notice=login_failed');
});
