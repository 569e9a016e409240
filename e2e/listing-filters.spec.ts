import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const products = (page: Page) => page.getByRole('main').getByRole('article');
const filters = (page: Page, name = 'Filters') => page.getByRole('complementary', { name });
const productCount = (page: Page) => page.getByTestId('listing-count');

async function productNames(page: Page): Promise<string[]> {
  return (await products(page).getByRole('heading').allTextContents()).map((s) => s.trim());
}

async function shownPrices(page: Page): Promise<number[]> {
  const texts = await products(page).getByTestId('price').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d,.]/g, '').replace(/,/g, '')));
}

test('filter, sort and paginate through the URL; back and forward restore each state', async ({ page }) => {
  await page.goto('/en/clothing');
  const total = Number((await productCount(page).textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(12);

  await page.getByRole('navigation', { name: 'Per page' }).getByRole('link', { name: '12 products per page' }).click();
  await expect(page).toHaveURL(/\/en\/clothing\?per-page=12$/);
  await expect(products(page)).toHaveCount(12);

  await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/\?sort=price-asc&per-page=12$/);
  const firstPagePrices = await shownPrices(page);
  expect(firstPagePrices).toEqual([...firstPagePrices].sort((a, b) => a - b));
  const firstPageNames = await productNames(page);

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?sort=price-asc&per-page=12&page=2$/);
  await expect(products(page)).toHaveCount(total - 12);
  expect(Math.min(...(await shownPrices(page)))).toBeGreaterThanOrEqual(Math.max(...firstPagePrices));
  const secondPageNames = await productNames(page);

  const brandLink = filters(page).getByRole('link', { name: /^Nordvik \d+ products?$/ });
  const brandCount = Number((await brandLink.textContent())?.match(/(\d+) products?/)?.[1]);
  await brandLink.click();
  await expect(page).toHaveURL(/\?brand=nordvik&sort=price-asc&per-page=12$/);
  await expect(productCount(page)).toHaveText(`${brandCount} product${brandCount === 1 ? '' : 's'}`);
  await expect(
    page.getByRole('region', { name: 'Active filters' }).getByRole('link', { name: /Brand: Nordvik/ }),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?sort=price-asc&per-page=12&page=2$/);
  await expect.poll(() => productNames(page)).toEqual(secondPageNames);
  await page.goBack();
  await expect(page).toHaveURL(/\?sort=price-asc&per-page=12$/);
  await expect.poll(() => productNames(page)).toEqual(firstPageNames);
  await page.goForward();
  await expect(page).toHaveURL(/&page=2$/);
  await expect.poll(() => productNames(page)).toEqual(secondPageNames);
});

test('one filter panel: a sidebar on a wide screen, a bottom sheet opened by a button on a small one', async ({
  page,
}) => {
  await page.goto('/en/clothing');
  const brand = (p: Page) => filters(p).getByRole('link', { name: /^Nordvik \d+ products?$/ });
  await expect(brand(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Nordvik \d+ products?$/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Show filters' })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(brand(page)).toBeHidden();
  await page.getByRole('button', { name: 'Show filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const sheetBrand = sheet.getByRole('link', { name: /^Nordvik \d+ products?$/ });
  await sheetBrand.click();
  await expect(page).toHaveURL(/\/en\/clothing\?brand=nordvik$/);
  await expect(sheet).toBeVisible();
});

test('"load more" appends the next page and the URL keeps the range', async ({ page }) => {
  await page.goto('/en/clothing?per-page=12');
  const firstPage = await productNames(page);
  await page.getByRole('link', { name: /^Load \d+ more products?$/ }).click();
  await expect(page).toHaveURL(/\?per-page=12&page=1-2$/);
  const all = await productNames(page);
  expect(all.slice(0, 12)).toEqual(firstPage);
  expect(all.length).toBeGreaterThan(12);
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The same URL opened directly renders the same range.
  await page.goto('/en/clothing?per-page=12&page=1-2');
  expect(await productNames(page)).toEqual(all);
});

test('colour swatches, the price range and active-filter chips change the listing', async ({ page }) => {
  await page.goto('/cs/obleceni');
  const swatch = filters(page, 'Filtry').getByRole('link', { name: /^Červená, \d+ produkt/ });
  const count = Number((await swatch.getAttribute('aria-label'))?.match(/(\d+) produkt/)?.[1]);
  await swatch.click();
  await expect(page).toHaveURL(/\/cs\/obleceni\?barva=cervena$/);
  await expect(page.getByTestId('listing-count')).toHaveText(new RegExp(`^${count} produkt`));
  await expect(
    filters(page, 'Filtry').getByRole('link', { name: /^Červená, \d+ produkt[^,]*, vybráno$/ }),
  ).toBeVisible();

  const price = filters(page, 'Filtry').getByRole('region', { name: 'Cena' });
  await price.getByLabel('Od (CZK)').fill('400');
  await price.getByLabel('Do (CZK)').fill('2000');
  await price.getByRole('button', { name: 'Použít' }).click();
  await expect(page).toHaveURL(/\?barva=cervena&cena=400-2000$/);
  for (const value of await shownPrices(page)) expect(value >= 400 && value <= 2000, String(value)).toBe(true);

  const chips = page.getByRole('region', { name: 'Použité filtry' });
  await chips.getByRole('link', { name: /^Barva: Červená/ }).click();
  await expect(page).toHaveURL(/\?cena=400-2000$/);
  await chips.getByRole('link', { name: 'Zrušit všechny filtry' }).click();
  await expect(page).toHaveURL(/\/cs\/obleceni$/);
});

test('a bad or stale listing parameter leads to the listing without it, never to a 404', async ({ page }) => {
  const cases: [string, string][] = [
    ['cena=abc', ''],
    ['razeni=foo', ''],
    ['znacka=neexistuje', ''],
    ['na-strance=7', ''],
    ['strana=99', ''],
    ['razeni=name&razeni=price-asc', ''],
    ['barva=cervena&razeni=nahodne&utm_source=x', '?barva=cervena&utm_source=x'],
  ];
  for (const [bad, cleaned] of cases) {
    const response = await page.goto(`/cs/obleceni?${bad}`);
    expect(response?.status(), bad).toBe(200);
    expect(new URL(page.url()).search, bad).toBe(cleaned);
    await expect(page.getByRole('heading', { level: 1 }), bad).toHaveText('Oblečení');
  }
  const brand = await page.goto('/en/nordvik?sort=random');
  expect(brand?.status()).toBe(200);
  expect(new URL(page.url()).search).toBe('');
  // A path that matches nothing stays a 404.
  expect((await page.goto('/cs/obleceni-ktere-neni?razeni=foo'))?.status()).toBe(404);
});

test('a filtered category page and a brand page with its product line have no axe violations', async ({ page }) => {
  await page.goto('/en/clothing?color=red&sort=price-desc');
  await expect(page.getByRole('region', { name: 'Active filters' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/en/nordvik');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordvik');
  const lines = page.getByRole('navigation', { name: 'Product lines of the brand' });
  await expect(lines.getByRole('link', { name: 'Nordvik Outdoor' })).toBeVisible();
  await expectNoAxeViolations(page);
  await lines.getByRole('link', { name: 'Nordvik Outdoor' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Nordvik' }),
  ).toBeVisible();
});

test('a category restricted to customer groups is a 404 for a shopper outside them', async ({ page }) => {
  for (const path of ['/cs/pro-obchodni-partnery', '/en/for-trade-partners', '/en/partner-samples']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
