import { expect, test } from '@playwright/test';
import { e2eAdminToken, e2eRevalidateSecret } from './support/revalidation';
import { apiUrl } from './support/shop-api';

/**
 * Cached catalogue pages are refreshed when the shop API changes their data: the back-office
 * write announces the product's tags to the storefront's revalidation route.
 */

const productId = 5;

async function productPath(request: import('@playwright/test').APIRequestContext): Promise<{ path: string; taxed: number }> {
  const response = await request.get(`${apiUrl}/products/${productId}?embed=urls`, { headers: { 'Language-Preference': 'cs', 'Currency-Preference': 'CZK' } });
  const product = (await response.json()) as { taxed_price: { value: number }; _embedded: { urls: { cs: string } } };
  return { path: product._embedded.urls.cs, taxed: product.taxed_price.value };
}

async function setPrice(request: import('@playwright/test').APIRequestContext, taxedPrice: number) {
  const response = await request.patch(`${apiUrl}/admin/products/${productId}`, {
    headers: { Authorization: `Bearer ${e2eAdminToken}` },
    data: { prices: [{ currency: 'CZK', taxed_price: taxedPrice }] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a price changed through the admin API shows on the cached product page within seconds', async ({ page, request }) => {
  const { path, taxed } = await productPath(request);
  const url = `/cs/${path}`;
  const first = await request.get(url);
  await request.get(url);
  const cached = await request.get(url);
  expect(first.status()).toBe(200);
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT');

  const newPrice = taxed + 111;
  try {
    await setPrice(request, newPrice);
    const shown = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 }).format(newPrice).replace(/\s+/g, ' ');
    await expect
      .poll(async () => {
        await page.goto(url);
        return (await page.getByRole('main').getByTestId('price').first().textContent())?.replace(/\s+/g, ' ').trim();
      }, { timeout: 10_000, intervals: [250, 500, 1000] })
      .toBe(shown);
  } finally {
    await setPrice(request, taxed);
  }
});

test('the revalidation route answers 401 to a wrong secret and 422 to a malformed body', async ({ request }) => {
  const wrong = await request.post('/api/revalidate', { headers: { Authorization: 'Bearer not-the-secret' }, data: { tags: ['catalogue'] } });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toMatchObject({ status: 401, type: 'unauthorized' });
  const missing = await request.post('/api/revalidate', { data: { tags: ['catalogue'] } });
  expect(missing.status()).toBe(401);
  const malformed = await request.post('/api/revalidate', { headers: { Authorization: `Bearer ${e2eRevalidateSecret}` }, data: { tags: 'catalogue' } });
  expect(malformed.status()).toBe(422);
});
