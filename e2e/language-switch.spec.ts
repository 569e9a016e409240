import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiGet } from './support/shop-api';

interface ProductList {
  items: { id: number; name: string; _embedded: { urls: Record<'cs' | 'sk' | 'en', string> } }[];
}

test('the language switch on a product page lands on that product in the other language', async ({ page, request }) => {
  const [product] = (await apiGet<ProductList>(request, 'products?per_page=1&embed=urls')).items;
  if (!product) throw new Error('the demo catalogue has no products');
  const czech = (
    await apiGet<ProductList>(
      request,
      `products?filters=${encodeURIComponent(btoa(JSON.stringify([['id', 'eq', product.id]])))}&embed=urls`,
      'cs',
    )
  ).items[0];

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

interface CategoryList {
  items: { id: number; name: string; _embedded: { urls: Record<'cs' | 'sk' | 'en', string> } }[];
}

test('the language switch on a category page lands on that category in the other language', async ({
  page,
  request,
}) => {
  const [category] = (await apiGet<CategoryList>(request, 'categories?per_page=1&embed=urls', 'sk')).items;
  if (!category) throw new Error('the demo catalogue has no categories');
  const english = (
    await apiGet<CategoryList>(
      request,
      `categories?filters=${encodeURIComponent(btoa(JSON.stringify([['id', 'eq', category.id]])))}&embed=urls`,
      'en',
    )
  ).items[0];
  expect(category._embedded.urls.sk).not.toBe(category._embedded.urls.en);

  await page.goto(`/sk/${category._embedded.urls.sk}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`/en/${category._embedded.urls.en}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english?.name ?? '');
});

interface PageAnswer {
  kind: string;
  model: { name: string };
  urls: Record<'cs' | 'sk' | 'en', string>;
}

test('a static page switches language to its own slug and has no accessibility violations', async ({
  page,
  request,
}) => {
  const about = await apiGet<PageAnswer>(request, 'page/o-nas', 'cs');
  expect(about.kind).toBe('static-page');

  await page.goto(`/cs/${about.urls.cs}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.model.name);
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'Slovenčina' }).click();
  await expect(page).toHaveURL(`/sk/${about.urls.sk}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
});
