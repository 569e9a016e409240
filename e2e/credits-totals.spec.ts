import { expect, test, type APIRequestContext } from '@playwright/test';
import { defaultCurrencyByLocale } from '@contract/locale-codes';
import { appPathnames } from '@/lib/i18n/routing';
import { e2eWebUrl } from './slot';
import { localizedPath } from './support/auth-flows';
import { expectNoAxeViolations } from './support/axe';
import { demoCustomer, signInAsDemoCustomer } from './support/customer-session';
import type { E2eLocale } from './support/messages';
import { apiUrl } from './support/shop-api';

/**
 * Loyalty credits as their own line in every total (docs/cart.md, "Credits in the totals"), in cs,
 * sk and en: the demo customer (who has Lumen points) spends a few on a new cart; the cart page,
 * the checkout's totals, the order detail and the confirmation mail show the same amount.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface Money {
  value: number;
  formatted: string;
}
interface CartAnswer {
  id: string;
  credits_amount: Money;
  taxed_total_price: Money;
  taxed_total_price_without_credits: Money;
  customer_accounts: { amount: number; value: Money }[];
}

const mailLabels: Record<E2eLocale, string> = {
  cs: 'Zaplaceno kredity',
  sk: 'Zaplatené kreditmi',
  en: 'Paid with credits',
};

/** A new cart of the demo customer, ready to order, with 20 Lumen points spent on it (at the API). */
async function cartWithCredits(request: APIRequestContext, locale: E2eLocale) {
  const login = await request.post(`${apiUrl}/auth/login`, { data: demoCustomer });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = {
    Authorization: `Bearer ${token}`,
    'Language-Preference': locale,
    'Currency-Preference': defaultCurrencyByLocale[locale],
  };
  const send = async <T>(method: 'POST' | 'PUT' | 'PATCH', path: string, data: object, extra: object = {}) => {
    const answer = await request.fetch(`${apiUrl}/${path}`, { method, data, headers: { ...headers, ...extra } });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  const { id } = await send<CartAnswer>('POST', 'carts', {});
  await send('POST', `carts/${id}/items`, { product_id: 25, amount: 1 });
  await send('PATCH', `carts/${id}`, { email: demoCustomer.email });
  await send('PUT', `carts/${id}/shipping-methods`, { shipping_method_id: 4 });
  await send('PUT', `carts/${id}/payment-methods`, { payment_method_id: 1 });
  await send('PATCH', `carts/${id}/addresses/billing`, {
    first_name: 'Jana',
    last_name: 'Nováková',
    dial_code: '+420',
    phone: '601234567',
    street: 'Korunní 12',
    city: 'Praha',
    post_code: '120 00',
    country_id: 1,
  });
  const cart = await send<CartAnswer>('PUT', `carts/${id}/customer-accounts`, { customer_account_id: 1, amount: 20 });
  const order = () =>
    send<{ id: number; code: string; credits_amount: Money }>(
      'POST',
      'orders',
      { cart_id: id },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
  return { cart, order };
}

/** The confirmation mail of the order, waiting for it to arrive. */
async function confirmationText(request: APIRequestContext, code: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`${apiUrl}/sandbox/mailbox.json?to=${encodeURIComponent(demoCustomer.email)}`);
      const { items } = (await answer.json()) as { items: { subject: string; text: string }[] };
      text = items.find((mail) => mail.subject.includes(code))?.text ?? '';
      return text.length > 0;
    })
    .toBe(true);
  return text;
}

for (const locale of ['cs', 'sk', 'en'] as const satisfies E2eLocale[]) {
  test(`${locale}: credits are their own line in the cart, the checkout, the order and its mail`, async ({
    page,
    request,
  }) => {
    const { cart, order } = await cartWithCredits(request, locale);
    const value = cart.credits_amount.formatted;
    expect(cart.customer_accounts).toEqual([expect.objectContaining({ amount: 20 })]);
    expect(cart.credits_amount.value).toBeGreaterThan(0);

    await signInAsDemoCustomer(page);
    // The storefront keeps the cart it shows in the `cart_id` cookie: this test's cart.
    await page.context().addCookies([{ name: 'cart_id', value: cart.id, url: e2eWebUrl }]);
    await page.goto(localizedPath(locale, '/cart'));
    await expect(page.getByTestId('cart-credits-line')).toHaveText(`−${value}`);
    await expect(page.getByTestId('cart-total-before-credits')).toHaveText(
      cart.taxed_total_price_without_credits.formatted,
    );
    await expect(page.getByTestId('cart-credits-paid')).toContainText(value);
    await expectNoAxeViolations(page);

    await page.goto(localizedPath(locale, '/cart/shipping-and-payment'));
    await expect(page.getByTestId('checkout-totals').getByTestId('cart-credits-line')).toHaveText(`−${value}`);

    const placed = await order();
    expect(placed.credits_amount.formatted).toBe(value);
    const detail = appPathnames['/customer/order/[id]'][locale].replace('[id]', String(placed.id));
    await page.goto(`/${locale}${detail}`);
    await expect(page.getByTestId('order-credits')).toContainText(`−${value}`);
    await expectNoAxeViolations(page);

    const mail = await confirmationText(request, placed.code);
    const row = mail.split('\n').find((line) => line.startsWith(`${mailLabels[locale]}: `));
    expect(row?.replace(/^.*: [-−]/, '')).toBe(value);
  });
}
