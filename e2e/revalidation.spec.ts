import { expect, test } from '@playwright/test';
import { e2eAdminToken, e2eRevalidateSecret } from './support/revalidation';
import { plainProducts } from './support/plain-products';
import { apiUrl } from './support/shop-api';

/**
 * Cached catalogue pages are refreshed when the shop API changes their data: the back-office
 * write announces the product's tags to the storefront's revalidation route.
 */

type Request = import('@playwright/test').APIRequestContext;

/** The last product whose page shows its plain price (e2e/preferences.spec.ts reads the first one). */
async function productToChange(
  request: Request,
): Promise<{ id: number; name: string; path: string; categoryPath: string; taxed: number }> {
  const product = (await plainProducts(request, 'cs')).at(-1)!;
  const response = await request.get(`${apiUrl}/products/${product.id}`, {
    headers: { 'Language-Preference': 'cs', 'Currency-Preference': 'CZK' },
  });
  const { taxed_price } = (await response.json()) as { taxed_price: { value: number } };
  return {
    id: product.id,
    name: product.name,
    path: product.urls.cs,
    categoryPath: product.categoryPath,
    taxed: taxed_price.value,
  };
}

async function setPrice(request: Request, productId: number, taxedPrice: number) {
  const response = await request.patch(`${apiUrl}/admin/products/${productId}`, {
    headers: { Authorization: `Bearer ${e2eAdminToken}` },
    data: { prices: [{ currency: 'CZK', taxed_price: taxedPrice }] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a price changed through the admin API shows on its cached product and category pages within seconds', async ({
  page,
  request,
}) => {
  const { id, name, path, categoryPath, taxed } = await productToChange(request);
  const url = `/cs/${path}`;
  const categoryUrl = `/cs/${categoryPath}`;
  for (const cachedUrl of [url, categoryUrl]) {
    expect((await request.get(cachedUrl)).status()).toBe(200);
    await request.get(cachedUrl);
    expect((await request.get(cachedUrl)).headers()['x-nextjs-cache']).toBe('HIT');
  }
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

  const newPrice = taxed + 111;
  try {
    await setPrice(request, id, newPrice);
    const answer = await request.get(`${apiUrl}/products/${id}`, {
      headers: { 'Language-Preference': 'cs', 'Currency-Preference': 'CZK' },
    });
    const shown = ((await answer.json()) as { taxed_price: { formatted: string } }).taxed_price.formatted.replace(
      /\s+/g,
      ' ',
    );
    await expect
      .poll(
        async () => {
          await page.goto(url);
          return (await page.getByRole('main').getByTestId('price').first().textContent())?.replace(/\s+/g, ' ').trim();
        },
        { timeout: 10_000, intervals: [250, 500, 1000] },
      )
      .toBe(shown);
    await page.goto(categoryUrl);
    await expect(card.getByTestId('price')).toHaveText(shown);
  } finally {
    await setPrice(request, id, taxed);
  }
});

test('the revalidation route answers 401 to a wrong secret and 422 to a malformed body', async ({ request }) => {
  const wrong = await request.post('/api/revalidate', {
    headers: { Authorization: 'Bearer not-the-secret' },
    data: { tags: ['catalogue'] },
  });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toMatchObject({ status: 401, type: 'unauthorized' });
  const missing = await request.post('/api/revalidate', { data: { tags: ['catalogue'] } });
  expect(missing.status()).toBe(401);
  const malformed = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${e2eRevalidateSecret}` },
    data: { tags: 'catalogue' },
  });
  expect(malformed.status()).toBe(422);
});
