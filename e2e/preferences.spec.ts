import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { plainProducts } from './support/plain-products';
import { apiUrl } from './support/shop-api';

/**
 * The price preferences in the header: the currency choice and the with/without VAT toggle change
 * every price on catalogue pages (served from the cached variant the cookies pick), persist across
 * navigation, and default by language (cs → CZK, sk and en → EUR).
 */

interface ApiProduct {
  name: string;
  price: { formatted: string };
  taxed_price: { formatted: string };
}

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The product at a catalogue path as the API prices it for the given preferences. */
async function apiPage(
  request: APIRequestContext,
  language: string,
  path: string,
  currency: string,
): Promise<ApiProduct> {
  const response = await request.get(`${apiUrl}/page/${path}`, {
    headers: { 'Language-Preference': language, 'Currency-Preference': currency },
  });
  expect(response.ok(), `GET page/${path}`).toBe(true);
  const page = (await response.json()) as { model: ApiProduct };
  return page.model;
}

/** The first plain product's paths: e2e/revalidation.spec.ts changes the last one's price, never this one. */
const firstProductPath = async (request: APIRequestContext) => (await plainProducts(request, 'cs'))[0]!.urls;

const preferences = (page: Page) => page.getByRole('group', { name: /Price display|Zobrazení cen|Zobrazenie cien/ });

test('defaults by language: crowns in Czech, euros in Slovak and English, with VAT', async ({ page, request }) => {
  const urls = await firstProductPath(request);
  for (const [language, currency] of [
    ['cs', 'CZK'],
    ['sk', 'EUR'],
    ['en', 'EUR'],
  ] as const) {
    const expected = await apiPage(request, language, urls[language]!, currency);
    await page.goto(`/${language}/${urls[language]}`);
    await expect(page.getByRole('main').getByTestId('price').first()).toHaveText(
      normalize(expected.taxed_price.formatted),
    );
    await expect(preferences(page).getByRole('combobox')).toHaveValue(currency);
    await expect(preferences(page).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  }
});

test('the VAT toggle and the currency switch change the price on a product page and stay chosen', async ({
  page,
  request,
  context,
}) => {
  const urls = await firstProductPath(request);
  const inCzk = await apiPage(request, 'cs', urls.cs!, 'CZK');
  const inEur = await apiPage(request, 'cs', urls.cs!, 'EUR');
  await page.goto(`/cs/${urls.cs}`);
  const price = page.getByRole('main').getByTestId('price').first();
  await expect(price).toHaveText(normalize(inCzk.taxed_price.formatted));

  const vat = preferences(page).getByRole('button', { name: 'Ceny s DPH' });
  await vat.click();
  await expect(vat).toHaveAttribute('aria-pressed', 'false');
  await expect(price).toHaveText(normalize(inCzk.price.formatted));
  await expect(page.getByRole('main').getByText('bez DPH').first()).toBeVisible();

  await preferences(page).getByRole('combobox', { name: 'Měna' }).selectOption('EUR');
  await expect(price).toHaveText(normalize(inEur.price.formatted));

  const cookies = await context.cookies();
  for (const [name, value] of [
    ['currency', 'EUR'],
    ['price_tax', 'without'],
  ]) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toMatchObject({ value, path: '/', sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  }

  await page.reload();
  await expect(price).toHaveText(normalize(inEur.price.formatted));
  await expect(preferences(page).getByRole('combobox')).toHaveValue('EUR');
  await expectNoAxeViolations(page);
});

test('prices on a category page follow both preferences, also after navigating client-side', async ({
  page,
  request,
}) => {
  const product = (await plainProducts(request, 'en'))[0]!;
  const inEur = await apiPage(request, 'en', product.urls.en, 'EUR');
  const inCzk = await apiPage(request, 'en', product.urls.en, 'CZK');
  await page.goto(`/en/${product.categoryPath}`);
  const cards = page.getByRole('main').getByRole('article');
  const card = cards.filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('price')).toHaveText(normalize(inEur.taxed_price.formatted));

  await preferences(page).getByRole('combobox', { name: 'Currency' }).selectOption('CZK');
  await expect(card.getByTestId('price')).toHaveText(normalize(inCzk.taxed_price.formatted));
  await preferences(page).getByRole('button', { name: 'Prices incl. VAT' }).click();
  await expect(card.getByTestId('price')).toHaveText(normalize(inCzk.price.formatted));
  for (const text of await cards.getByTestId('price').allTextContents()) expect(text).toContain('CZK');
  await expectNoAxeViolations(page);

  // A client-side navigation (the shop name link) to the home page keeps the chosen variant.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(preferences(page).getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  const homePrices = page.getByRole('main').getByTestId('price');
  for (const text of await homePrices.allTextContents()) expect(text).toContain('CZK');

  // And a full load of the product page shows it in crowns without VAT.
  await page.goto(`/en/${product.urls.en}`);
  await expect(page.getByRole('main').getByTestId('price').first()).toHaveText(normalize(inCzk.price.formatted));
});
