import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiGet } from './support/shop-api';

interface ProductList {
  items: { id: number; name: string; _embedded: { urls: Record<'cs' | 'sk' | 'en', string> } }[];
}

test('the language switch on a product page lands on that product in the other language', async ({ page, request }) => {
  const [product] = (await apiGet<ProductList>(request, 'products?per_page=1&embed=urls')).items;
  if (!product) throw new Error('the demo catalogue has no products');
  const czech = (await apiGet<ProductList>(request, `products?filters=${encodeURIComponent(btoa(JSON.stringify([['id', 'eq', product.id]])))}&embed=urls`, 'cs')).items[0];

  await page.goto(`/en/${product._embedded.urls.en}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Čeština' }).click();
  await expect(page).toHaveURL(`/cs/${product._embedded.urls.cs}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(czech?.name ?? '');
  expect(czech?.name).not.toBe(product.name);
  await expectNoAxeViolations(page);
});

test('the language switch on an app route keeps the route', async ({ page }) => {
  await page.goto('/cs/kosik/doruceni');
  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'Slovenčina' }).click();
  await expect(page).toHaveURL('/sk/kosik/dorucenie');
  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/my-cart/delivery');
});
