import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { text, type E2eLocale } from './messages';
import { apiUrl } from './shop-api';

/**
 * The steps of a purchase in the browser that several specs take (e2e/checkout.spec.ts,
 * e2e/checkout-memory.spec.ts): the checkout's paths per language, a product added and the cart
 * continued, a pickup point or a courier with its payment chosen, on to the delivery phase. Demo
 * data (docs/cart.md): the cap (product 12), the Lumen Box pickup point (1), the DPD courier (3),
 * bank transfer (1), GoPay (3), ČSOB (4).
 */

export const cartPaths: Record<E2eLocale, string> = { cs: '/cs/kosik', sk: '/sk/kosik', en: '/en/my-cart' };
export const shippingPaths: Record<E2eLocale, RegExp> = {
  cs: /\/cs\/kosik\/doprava-a-platba$/,
  sk: /\/sk\/kosik\/doprava-a-platba$/,
  en: /\/en\/my-cart\/shipping-and-payment$/,
};
export const deliveryPaths: Record<E2eLocale, RegExp> = {
  cs: /\/cs\/kosik\/doruceni$/,
  sk: /\/sk\/kosik\/dorucenie$/,
  en: /\/en\/my-cart\/delivery$/,
};
export const summaryPath = (locale: E2eLocale) => new RegExp(`^[^?]*${cartPaths[locale]}/summary\\?order=\\d+`);
export const sandboxButtons = {
  pay: { cs: /^Zaplatit /, sk: /^Zaplatiť /, en: /^Pay / },
  cancel: { cs: 'Zrušit platbu', sk: 'Zrušiť platbu', en: 'Cancel the payment' },
};
/** A town with pickup points in the demo data, per shop language. */
const pickupSearch: Record<E2eLocale, string> = { cs: 'Praha', sk: 'Bratislava', en: 'Brno' };

export const t = (locale: E2eLocale, path: string, values?: Record<string, string>) =>
  text(locale, 'checkout', path, values);

interface MethodAnswer {
  items: { id: number; name: string }[];
}

/** A method's name in the language, as the API (and so the page) gives it. */
export async function methodName(
  request: APIRequestContext,
  kind: 'shipping' | 'payment',
  id: number,
  locale: E2eLocale,
) {
  const carts = await request.post(`${apiUrl}/carts`, { data: {}, headers: { 'Language-Preference': locale } });
  const { id: cartId } = (await carts.json()) as { id: string };
  const list = await request.get(`${apiUrl}/carts/${cartId}/${kind}-methods`, {
    headers: { 'Language-Preference': locale },
  });
  const { items } = (await list.json()) as MethodAnswer;
  const found = items.find((method) => method.id === id);
  if (!found) throw new Error(`No ${kind} method ${id}`);
  return found.name;
}

/** Adds the cap on its product page (waiting for the API's answer), then opens the cart and continues. */
export async function addAndContinue(page: Page, locale: E2eLocale) {
  const product = await page.request.get(`${apiUrl}/products/12?embed=urls`, {
    headers: { 'Language-Preference': locale },
  });
  const { _embedded } = (await product.json()) as { _embedded: { urls: Record<E2eLocale, string> } };
  await page.goto(`/${locale}/${_embedded.urls[locale]}`);
  const added = page.waitForResponse((r) => r.request().method() === 'POST' && /\/items$/.test(r.url()) && r.ok());
  await page.getByRole('button', { name: text(locale, 'product', 'addToCart'), exact: true }).click();
  await added;
  await page.goto(cartPaths[locale]);
  await page.getByRole('link', { name: text(locale, 'cartPage', 'page.continue') }).click();
  await expect(page).toHaveURL(shippingPaths[locale]);
}

export async function choosePickupPointAndBankTransfer(page: Page, locale: E2eLocale) {
  const pickup = await methodName(page.request, 'shipping', 1, locale);
  await page.getByLabel(pickup).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('combobox');
  await expect(search).toBeFocused();
  await expectNoAxeViolations(page);
  await search.fill(pickupSearch[locale]);
  await expect(dialog.getByRole('option').first()).toContainText(pickupSearch[locale]);
  const chosen = (await dialog.getByRole('option').nth(1).locator('span').first().textContent()) ?? '';
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('chosen-pickup-point')).toContainText(chosen);
  await page.getByLabel(await methodName(page.request, 'payment', 1, locale)).check();
}

export async function chooseCourierAndCard(page: Page, locale: E2eLocale, paymentId: 3 | 4) {
  await page.getByLabel(await methodName(page.request, 'shipping', 3, locale)).check();
  await page.getByLabel(await methodName(page.request, 'payment', paymentId, locale)).check();
}

/** Continues to the delivery phase once both choices are saved. */
export async function continueToDelivery(page: Page, locale: E2eLocale) {
  const totals = page.getByTestId('checkout-totals');
  await expect(totals).toContainText(text(locale, 'cartPage', 'totals.total'));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t(locale, 'shippingAndPayment.continue') }).click();
  await expect(page).toHaveURL(deliveryPaths[locale]);
}
