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
  // The login page: a checkout phase's URL with an empty cart now leads back to the cart (the phase guard).
  await page.goto('/cs/prihlaseni');
  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'Slovenčina' }).click();
  await expect(page).toHaveURL('/sk/prihlasenie');
  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/login');
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

interface FiltersAnswer {
  filters: { id: string; type: string; items: { id: number; options: { slug: string } }[] }[];
  items: { id: number }[];
}

test('the language switch on a filtered, sorted page 2 of a category keeps filters, sort and page', async ({
  page,
  request,
}) => {
  const category = await apiGet<PageAnswer & { model: { id: number } }>(request, 'page/obleceni', 'cs');
  expect(category.kind).toBe('category');
  const czechState = 'dostupnost=skladem&razeni=price-asc&na-strance=12&strana=2';
  const czech = await apiGet<FiltersAnswer>(
    request,
    `product-filters?category_id=${category.model.id}&state=${encodeURIComponent(czechState)}`,
    'cs',
  );
  // What English calls the availability Czech calls "skladem": the same id, its own slug.
  const inStockId = czech.filters
    .find((f) => f.id === 'dostupnost')
    ?.items.find((i) => i.options.slug === 'skladem')?.id;
  const english = await apiGet<FiltersAnswer>(request, `product-filters?category_id=${category.model.id}`, 'en');
  const inStock = english.filters.find((f) => f.id === 'availability')?.items.find((i) => i.id === inStockId)
    ?.options.slug;
  expect(inStock).toBeTruthy();
  expect(inStock).not.toBe('skladem');

  await page.goto(`/cs/${category.urls.cs}?${czechState}`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(czech.items.length);
  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`/en/${category.urls.en}?availability=${inStock}&sort=price-asc&per-page=12&page=2`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(cards).toHaveCount(czech.items.length);
  await expect(page.getByRole('main').getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Slovenčina' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/sk/${category.urls.sk}\\?dostupnost=[a-z-]+&zoradenie=price-asc&na-stranu=12&strana=2$`),
  );
  await expect(cards).toHaveCount(czech.items.length);
});

test('the language switch on the search page keeps the search text', async ({ page }) => {
  await page.goto('/cs/vyhledavani?dotaz=tri%C4%8Dko');
  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/search?query=tri%C4%8Dko');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('tričko');
});
