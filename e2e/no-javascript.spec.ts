import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsDemoCustomer } from './support/customer-session';
import { pageKinds } from './support/page-kinds';
import { plainProducts } from './support/plain-products';
import { apiGet, apiUrl } from './support/shop-api';

/**
 * The shop with JavaScript turned off (docs/seo-and-errors.md, "Without JavaScript"): the forms
 * that exist without it submit correctly, and the pages that need it say so instead of a loading
 * status that never ends.
 */
test.use({ javaScriptEnabled: false });

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const preferences = (page: Page) => page.getByRole('group', { name: 'Zobrazení cen' });

async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByRole('article').getByTestId('price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

async function listingCount(request: APIRequestContext, path: string, state: string): Promise<number> {
  const found = await request.get(`${apiUrl}/page/${path}`, { headers: { 'Language-Preference': 'cs' } });
  const { model } = (await found.json()) as { model: { id: number } };
  const listing = await apiGet<{ pagination_data: { items_count: number } }>(
    request,
    `product-filters?category_id=${model.id}&state=${encodeURIComponent(state)}`,
    'cs',
  );
  return listing.pagination_data.items_count;
}

test('the price filter is a form: the range is applied and the brand kept', async ({ page, request }) => {
  await page.goto('/cs/obleceni?znacka=nordvik');
  const brandOnly = await listingCount(request, 'obleceni', 'znacka=nordvik');
  await expect(page.getByTestId('listing-count')).toContainText(String(brandOnly));

  await page.getByLabel('Od (CZK)').fill('1000');
  await page.getByLabel('Do (CZK)').fill('2000');
  await page.getByRole('button', { name: 'Použít' }).click();

  await expect(page).toHaveURL(/\/cs\/obleceni\?znacka=nordvik&cena=1000-2000$/);
  const filtered = await listingCount(request, 'obleceni', 'znacka=nordvik&cena=1000-2000');
  expect(filtered).toBeLessThan(brandOnly);
  await expect(page.getByTestId('listing-count')).toContainText(String(filtered));
  const prices = await shownPrices(page);
  expect(prices.length).toBe(Math.min(filtered, 24));
  for (const price of prices) expect(price).toBeGreaterThanOrEqual(1000);
  for (const price of prices) expect(price).toBeLessThanOrEqual(2000);
  await expect(page.getByLabel('Od (CZK)')).toHaveValue('1000');
});

interface ApiProduct {
  price: { formatted: string };
  taxed_price: { formatted: string };
}

async function apiProduct(request: APIRequestContext, path: string, currency: string): Promise<ApiProduct> {
  const response = await request.get(`${apiUrl}/page/${path}`, {
    headers: { 'Language-Preference': 'cs', 'Currency-Preference': currency },
  });
  return ((await response.json()) as { model: ApiProduct }).model;
}

test('the currency and VAT switch work as a form and come back to the same page', async ({ page, request }) => {
  const product = (await plainProducts(request, 'cs'))[0]!;
  const inEur = await apiProduct(request, product.urls.cs, 'EUR');
  await page.goto(`/cs/${product.urls.cs}`);
  const price = page.getByRole('main').getByTestId('price').first();

  await preferences(page).getByRole('combobox', { name: 'Měna' }).selectOption('EUR');
  await preferences(page).getByRole('button', { name: 'Změnit měnu' }).click();
  await expect(page).toHaveURL(new RegExp(`/cs/${product.urls.cs}$`));
  await expect(price).toHaveText(normalize(inEur.taxed_price.formatted));
  await expect(price).toContainText('€');
  await expect(preferences(page).getByRole('combobox')).toHaveValue('EUR');

  await preferences(page).getByRole('button', { name: 'Ceny s DPH' }).click();
  await expect(page).toHaveURL(new RegExp(`/cs/${product.urls.cs}$`));
  await expect(price).toHaveText(normalize(inEur.price.formatted));
  await expect(preferences(page).getByRole('button', { name: 'Ceny s DPH' })).toHaveAttribute('aria-pressed', 'false');
});

test('the preferences route sends nobody to another site', async ({ request }) => {
  const answer = await request.post('/api/price-preferences', {
    form: { currency: 'EUR', locale: 'cs' },
    headers: { Referer: 'https://evil.example/cs' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe('/cs');
});

test('the cart, the checkout and the customer area say they need JavaScript', async ({ page }) => {
  for (const path of ['/cs/kosik', '/cs/kosik/doprava-a-platba', '/cs/kosik/doruceni']) {
    await page.goto(path);
    await expect(page.getByText('Košík a objednávka potřebují JavaScript.'), path).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Načítáme stránku' }), path).toBeHidden();
  }
  await signInAsDemoCustomer(page);
  await page.goto('/cs/zakaznik/dashboard');
  await expect(page.getByText('Tato stránka potřebuje JavaScript.').first()).toBeVisible();
});

test('the search form goes to the search page; the login form never puts the password into the address', async ({
  page,
}) => {
  await page.goto('/cs');
  const box = page.getByRole('combobox', { name: 'Hledat v obchodě' }).first();
  await box.fill('nordvik');
  await box.press('Enter');
  await expect(page).toHaveURL(/\?dotaz=nordvik$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  await page.goto('/cs/prihlaseni');
  await expect(page.getByText('Přihlášení, registrace a obnova hesla potřebují JavaScript.').first()).toBeVisible();
});

test('every page kind without JavaScript shows its content or says it needs JavaScript', async ({ page, request }) => {
  test.setTimeout(120_000);
  const report: string[] = [];
  for (const kind of (await pageKinds(request)).filter((p) => p.locale === 'cs')) {
    await page.goto(kind.path);
    const heading = normalize(
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .textContent()
        .catch(() => null),
    );
    const headingShown = heading !== '' && (await page.getByRole('heading', { level: 1 }).first().isVisible());
    const needsScript = await page
      .getByText(/potřebuj(e|í) JavaScript/)
      .first()
      .isVisible()
      .catch(() => false);
    const loadingOnly = await page
      .getByRole('status')
      .filter({ hasText: 'Načítáme stránku' })
      .first()
      .isVisible()
      .catch(() => false);
    report.push(
      `${kind.kind} ${kind.path}: h1 ${headingShown ? `"${heading}"` : 'hidden'}${needsScript ? ', needs-JS note' : ''}`,
    );
    expect(loadingOnly, `${kind.path} shows only the loading status`).toBe(false);
    expect(headingShown || needsScript, `${kind.path} shows neither its heading nor a note`).toBe(true);
  }
  console.log(report.join('\n'));
});
