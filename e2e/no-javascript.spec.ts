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

/**
 * The `<noscript>` notes shown in the main content. Playwright's text matching (`getByText`,
 * `hasText`) skips `<noscript>` elements, so their text is read with `innerText`.
 */
const notes = (page: Page) => page.getByRole('main').locator('noscript > p');
async function shownNotes(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const note of await notes(page).all()) if (await note.isVisible()) shown.push(normalize(await note.innerText()));
  return shown;
}

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
    expect(await shownNotes(page), path).toEqual([expect.stringMatching(/^Košík a objednávka potřebují JavaScript\./)]);
    await expect(page.getByRole('status').filter({ hasText: 'Načítáme stránku' }), path).toBeHidden();
  }
  await signInAsDemoCustomer(page);
  await page.goto('/cs/zakaznik/dashboard');
  expect(await shownNotes(page)).toContainEqual(expect.stringMatching(/^Tato stránka potřebuje JavaScript\./));
  await expect(page.getByRole('status').filter({ hasText: 'Načítáme stránku' })).toBeHidden();
});

test('the search form goes to the search page', async ({ page }) => {
  await page.goto('/cs');
  const box = page.getByRole('combobox', { name: 'Hledat v obchodě' }).first();
  await box.fill('nordvik');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/cs\/vyhledavani\?dotaz=nordvik$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('the login form says it needs JavaScript and never puts the password into the address', async ({ page }) => {
  await page.goto('/cs/prihlaseni');
  expect(await shownNotes(page)).toEqual([
    expect.stringMatching(/^Přihlášení, registrace a obnova hesla potřebují JavaScript\./),
  ]);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('jana.novakova@example.com');
  await page.locator('input[autocomplete="current-password"]').fill('secret-password-42');
  await page.getByRole('main').getByRole('button', { name: 'Přihlásit se', exact: true }).click();
  await page.waitForLoadState();
  expect(page.url()).not.toContain('secret-password-42');
});

test('a product page says that buying needs JavaScript', async ({ page, request }) => {
  const product = (await plainProducts(request, 'cs'))[0]!;
  await page.goto(`/cs/${product.urls.cs}`);
  expect(await shownNotes(page)).toEqual([expect.stringMatching(/^Nákup potřebuje JavaScript\./)]);
});

test('every page kind without JavaScript shows its content or says it needs JavaScript', async ({ page, request }) => {
  test.setTimeout(120_000);
  const report: string[] = [];
  for (const kind of (await pageKinds(request)).filter((p) => p.locale === 'cs')) {
    await page.goto(kind.path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    const headingShown = await heading.isVisible();
    const shown = await shownNotes(page);
    const loading = page.getByRole('status').filter({ hasText: 'Načítáme stránku' });
    report.push(
      `${kind.kind} ${kind.path}: h1 ${headingShown ? `"${normalize(await heading.textContent())}"` : 'hidden'}` +
        (shown.length ? `; notes: ${shown.join(' | ')}` : ''),
    );
    await expect(loading, `${kind.path} shows the loading status`).toBeHidden();
    expect(headingShown, `${kind.path} shows no heading`).toBe(true);
  }
  console.log(report.join('\n'));
});
