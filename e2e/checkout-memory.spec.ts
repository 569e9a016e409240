import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAtApi, newPassword } from './support/auth-customers';
import { authNotice, authText } from './support/auth-flows';
import { expectNoAxeViolations } from './support/axe';
import {
  addAndContinue,
  choosePickupPointAndBankTransfer,
  continueToDelivery,
  deliveryPaths,
  methodName,
  shippingPaths,
  summaryPath,
  t,
} from './support/checkout-flow';
import { signInAsDemoCustomer } from './support/customer-session';
import { text, type E2eLocale } from './support/messages';
import { setProductStock } from './support/product-stock';
import { apiUrl } from './support/shop-api';

/**
 * The checkout that remembers and "order again" (docs/checkout.md, "What the delivery form
 * remembers"; docs/orders-and-payments.md, "Fast checkout"): a guest's typing survives Back,
 * Forward and a reload and is gone with the order; a signed-in customer finds the e-mail filled in
 * and no account offered; a pickup-point order is repeated in one step (into an empty cart, its
 * items too), and sign-out forgets the draft.
 */

test.describe.configure({ timeout: 120_000 });

const locales: E2eLocale[] = ['cs', 'sk', 'en'];
const draftKey = 'lumen.checkout.delivery-draft';
const myOrders: Record<E2eLocale, string> = {
  cs: '/cs/zakaznik/moje-objednavky',
  sk: '/sk/zakaznik/moje-objednavky',
  en: '/en/customer/my-orders',
};

test.beforeAll(async ({ request }) => {
  await setProductStock(request, 12, 1000);
});

const field = (page: Page, locale: E2eLocale, name: string) =>
  page.getByLabel(t(locale, `delivery.fields.${name}`), { exact: true });

const stored = (page: Page) =>
  page.evaluate((key) => ({ session: sessionStorage.getItem(key), local: localStorage.getItem(key) }), draftKey);

/** A customer's order with the first pickup point and a bank transfer, placed at the API as the checkout does it. */
async function placePickupPointOrder(request: APIRequestContext, email: string) {
  const login = await request.post(`${apiUrl}/auth/login`, { data: { email, password: newPassword } });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Language-Preference': 'en', 'Currency-Preference': 'CZK' };
  const send = async (method: 'POST' | 'PUT' | 'PATCH', path: string, data: object, extra: object = {}) => {
    const answer = await request.fetch(`${apiUrl}/${path}`, { method, data, headers: { ...headers, ...extra } });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as Record<string, unknown>;
  };
  const points = await request.get(`${apiUrl}/shipping-methods/1/options?per_page=1`);
  const point = ((await points.json()) as { items: { id: number }[] }).items[0]!.id;
  const cartId = String((await send('POST', 'carts', {})).id);
  await send('POST', `carts/${cartId}/items`, { product_id: 25, amount: 1 });
  await send('PATCH', `carts/${cartId}`, { email });
  await send('PUT', `carts/${cartId}/shipping-methods`, { shipping_method_id: 1, shipping_option_id: point });
  await send('PUT', `carts/${cartId}/payment-methods`, { payment_method_id: 1 });
  // Who collects the order: a pickup point's billing address has no street.
  await send('PATCH', `carts/${cartId}/addresses/billing`, {
    first_name: 'Jana',
    last_name: 'Výdejní',
    dial_code: '+420',
    phone: '601234567',
    country_id: 1,
  });
  await send('POST', 'orders', { cart_id: cartId }, { 'Idempotency-Key': crypto.randomUUID() });
}

for (const locale of locales) {
  test(`a guest's delivery details survive Back, Forward and a reload, and go with the order (${locale})`, async ({
    page,
  }) => {
    await addAndContinue(page, locale);
    await choosePickupPointAndBankTransfer(page, locale);
    await continueToDelivery(page, locale);
    const email = `memory-${locale}-${Date.now()}@example.com`;
    await field(page, locale, 'email').fill(email);
    await field(page, locale, 'first_name').fill('Jana');
    await field(page, locale, 'last_name').fill('Nováková');
    await field(page, locale, 'phone').fill('601123456');
    await page.getByLabel(t(locale, 'delivery.createAccount')).check();
    await page.getByLabel(t(locale, 'delivery.password'), { exact: true }).fill('Secret-e2e-2026');

    await page.goBack();
    await expect(page).toHaveURL(shippingPaths[locale]);
    await page.goForward();
    await expect(page).toHaveURL(deliveryPaths[locale]);
    await expect(field(page, locale, 'email')).toHaveValue(email);
    await expect(field(page, locale, 'last_name')).toHaveValue('Nováková');
    await page.reload();
    await expect(field(page, locale, 'email')).toHaveValue(email);
    await expect(field(page, locale, 'first_name')).toHaveValue('Jana');
    await expect(field(page, locale, 'phone')).toHaveValue('601123456');
    // The choice is kept, the password never.
    await expect(page.getByLabel(t(locale, 'delivery.createAccount'))).toBeChecked();
    await expect(page.getByLabel(t(locale, 'delivery.password'), { exact: true })).toHaveValue('');
    const draft = await stored(page);
    expect(draft.session).toContain(email);
    expect(draft.session).not.toContain('Secret-e2e-2026');
    expect(draft.local).toBeNull();
    await expectNoAxeViolations(page);

    await page.getByLabel(t(locale, 'delivery.createAccount')).uncheck();
    await page.getByRole('button', { name: t(locale, 'delivery.submit') }).click();
    await expect(page).toHaveURL(summaryPath(locale));
    expect((await stored(page)).session).toBeNull();
  });

  test(`a customer finds the e-mail filled in and no account offered; "order again" repeats a pickup-point order; sign-out forgets the draft (${locale})`, async ({
    page,
  }) => {
    const email = await registerAtApi(page.request, `reorder-${locale}`, locale);
    await placePickupPointOrder(page.request, email);
    await signInAsDemoCustomer(page, { email, password: newPassword });

    // The cart is empty: "order again" puts the order's items back, so the delivery phase opens.
    await page.goto(myOrders[locale]);
    const again = page.getByTestId('fast-checkout').first();
    const filled = page.waitForResponse((r) => r.url().endsWith('/fast-checkout') && r.request().method() === 'POST');
    await again.click();
    expect((await filled).status()).toBe(200);
    await expect(page).toHaveURL(deliveryPaths[locale]);
    // The pickup point and the payment of the earlier order.
    const chosen = page.getByRole('region', { name: t(locale, 'delivery.chosenTitle') });
    await expect(chosen).toContainText(await methodName(page.request, 'shipping', 1, locale));
    await expect(chosen).toContainText(await methodName(page.request, 'payment', 1, locale));
    await expect(field(page, locale, 'email')).toHaveValue(email);
    await expect(field(page, locale, 'last_name')).toHaveValue('Výdejní');
    await expect(page.getByLabel(t(locale, 'delivery.createAccount'))).toHaveCount(0);
    await expect(page.getByText(text(locale, 'fastCheckout', 'fast_checkout_missing_reference'))).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel(t(locale, 'delivery.fields.note')).fill('Call me first');
    await expect.poll(async () => (await stored(page)).session).toContain('Call me first');
    await page.goto(`/${locale}`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: authText(locale, 'account.logout') })
      .click();
    await expect(page.getByText(authNotice(locale, 'logout'))).toBeVisible();
    expect((await stored(page)).session).toBeNull();
  });
}
