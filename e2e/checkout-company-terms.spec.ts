import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  cartPaths,
  choosePickupPointAndBankTransfer,
  continueToDelivery,
  shippingPaths,
  summaryPath,
  t,
} from './support/checkout-flow';
import { text, type E2eLocale } from './support/messages';
import { setProductStock } from './support/product-stock';
import { apiGet, apiUrl } from './support/shop-api';

/**
 * The checkout fixes of docs/checkout.md: the shipping-and-payment step shows its methods at once
 * (prefetched in the cart), a company buying to a pickup point gives its registered address and
 * the summary shows it with IČO and DIČ, and the order button has the terms and the privacy
 * policy linked right above it. Demo data (docs/cart.md): the cap (product 12), the Lumen Box
 * pickup point (1), bank transfer (1).
 */

test.describe.configure({ timeout: 120_000 });

const locales: E2eLocale[] = ['cs', 'sk', 'en'];

test.beforeAll(async ({ request }) => {
  await setProductStock(request, 12, 1000);
});

interface StaticPageLinks {
  items: { name: string; role: string | null; _embedded: { urls: Record<E2eLocale, string> } }[];
}

/** Adds the cap and opens the cart, with the checkout's methods already loaded there. */
async function addToCart(page: Page, locale: E2eLocale) {
  const product = await apiGet<{ _embedded: { urls: Record<E2eLocale, string> } }>(
    page.request,
    'products/12?embed=urls',
    locale,
  );
  await page.goto(`/${locale}/${product._embedded.urls[locale]}`);
  const added = page.waitForResponse((r) => r.request().method() === 'POST' && /\/items$/.test(r.url()) && r.ok());
  await page.getByRole('button', { name: text(locale, 'product', 'addToCart'), exact: true }).click();
  await added;
  const prefetched = Promise.all(
    ['shipping-methods', 'payment-methods'].map((list) =>
      page.waitForResponse((r) => r.url().endsWith(`/${list}`) && r.request().method() === 'GET' && r.ok()),
    ),
  );
  await page.goto(cartPaths[locale]);
  await prefetched;
}

for (const locale of locales) {
  test(`the shipping-and-payment step shows the methods at once, never "loading" (${locale})`, async ({ page }) => {
    await addToCart(page, locale);
    const loading = t(locale, 'shippingAndPayment.loadingMethods');
    await page.evaluate((loadingText) => {
      const seen = window as unknown as { sawLoading: boolean; samePage: boolean };
      seen.sawLoading = false;
      seen.samePage = true;
      new MutationObserver(() => {
        // innerText: what is rendered (the flight data's scripts carry every message as text).
        if (document.body.innerText.includes(loadingText)) seen.sawLoading = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, loading);
    await page.getByRole('link', { name: text(locale, 'cartPage', 'page.continue') }).click();
    await expect(page).toHaveURL(shippingPaths[locale]);
    const shipping = page.getByRole('group', { name: t(locale, 'shippingAndPayment.shippingLegend') });
    await expect(shipping.getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('group', { name: t(locale, 'shippingAndPayment.paymentLegend') })).toBeVisible();
    const seen = await page.evaluate(() => {
      const marks = window as unknown as { sawLoading?: boolean; samePage?: boolean };
      return { sawLoading: marks.sawLoading, samePage: marks.samePage };
    });
    // The step came by client navigation (the observer is still there) and never said "loading".
    expect(seen.samePage).toBe(true);
    expect(seen.sawLoading).toBe(false);
  });
}

for (const locale of locales) {
  test(`the order button has the terms and the privacy policy linked right above it (${locale})`, async ({ page }) => {
    const pages = await apiGet<StaticPageLinks>(page.request, 'static-pages', locale);
    const terms = pages.items.find((item) => item.role === 'terms')!;
    const privacy = pages.items.find((item) => item.role === 'privacy')!;
    await addToCart(page, locale);
    await page.getByRole('link', { name: text(locale, 'cartPage', 'page.continue') }).click();
    await choosePickupPointAndBankTransfer(page, locale);
    await continueToDelivery(page, locale);
    const button = page.getByRole('button', { name: t(locale, 'delivery.submit') });
    const note = page.locator('#order-terms-note');
    await expect(button).toHaveAttribute('aria-describedby', 'order-terms-note');
    await expect(note.locator('xpath=following-sibling::*[1]')).toHaveText(t(locale, 'delivery.submit'));
    await expect(note.getByRole('link').first()).toHaveAttribute('href', `/${locale}/${terms._embedded.urls[locale]}`);
    await expect(note.getByRole('link').nth(1)).toHaveAttribute('href', `/${locale}/${privacy._embedded.urls[locale]}`);
    await note.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.name);
  });
}

test('a company buying to a pickup point gives its registered address, and the summary shows it with IČO and DIČ', async ({
  page,
}) => {
  const locale: E2eLocale = 'cs';
  await addToCart(page, locale);
  await page.getByRole('link', { name: text(locale, 'cartPage', 'page.continue') }).click();
  await choosePickupPointAndBankTransfer(page, locale);
  await continueToDelivery(page, locale);
  const field = (name: string) => page.getByLabel(t(locale, `delivery.fields.${name}`), { exact: true });
  await expect(field('street')).toHaveCount(0);
  await field('email').fill(`e2e-company-${Date.now()}@example.com`);
  await field('first_name').fill('Jana');
  await field('last_name').fill('Nováková');
  await field('phone').fill('601123456');
  await page.getByLabel(t(locale, 'delivery.isCompany')).check();
  await field('company_name').fill('Lumen Test s.r.o.');
  await field('company_identification_number').fill('27074358');
  // The VAT number's label says it is optional.
  await page.getByLabel(new RegExp(`^${t(locale, 'delivery.fields.company_vat_number')}`)).fill('CZ27074358');
  const registered = page.getByRole('group', { name: t(locale, 'delivery.legend.registered') });
  await expect(registered).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: t(locale, 'delivery.submit') }).click();
  await expect(field('street')).toBeFocused();
  await expect(field('street')).toHaveAttribute('aria-invalid', 'true');
  await field('street').fill('Korunní 12');
  await field('city').fill('Praha');
  await field('post_code').fill('120 00');
  await page.getByRole('button', { name: t(locale, 'delivery.submit') }).click();

  await expect(page).toHaveURL(summaryPath(locale));
  const billing = page
    .getByRole('heading', { name: t(locale, 'summary.billingAddress') })
    .locator('xpath=following-sibling::address');
  for (const line of ['Lumen Test s.r.o.', 'IČO: 27074358', 'DIČ: CZ27074358', 'Korunní 12', '120 00 Praha'])
    await expect(billing).toContainText(line);
});

test('the shipping page lists the checkout’s methods and threshold in the page’s currency', async ({ page }) => {
  const pages = await apiGet<StaticPageLinks>(page.request, 'static-pages', 'cs');
  const shippingPage = pages.items.find((item) => item.role === 'shipping')!;
  const cart = await page.request.post(`${apiUrl}/carts`, { data: {}, headers: { 'Language-Preference': 'cs' } });
  const { id } = (await cart.json()) as { id: string };
  const methods = await apiGet<{ items: { name: string; taxed_price: { value: number; formatted: string } }[] }>(
    page.request,
    `carts/${id}/shipping-methods`,
    'cs',
  );
  await page.goto(`/cs/${shippingPage._embedded.urls.cs}`);
  const table = page.getByRole('table');
  for (const method of methods.items) {
    const row = table.getByRole('row').filter({ hasText: method.name });
    await expect(row).toContainText(method.taxed_price.value === 0 ? 'Zdarma' : method.taxed_price.formatted);
  }
  await expect(page.getByRole('main')).not.toContainText('{');
});
