import { expect, test } from '@playwright/test';
import { newPassword, registerAtApi } from './support/auth-customers';
import { expectNoAxeViolations } from './support/axe';
import { placeCustomerOrder, signInAsDemoCustomer } from './support/customer-session';
import { text, type E2eLocale } from './support/messages';
import { apiUrl } from './support/shop-api';

/**
 * Paying an old order again (docs/orders-and-payments.md, docs/checkout.md "The summary"): a
 * customer's unpaid card order, not this browser's latest, paid from "My orders" through the
 * sandbox GoPay page, lands on its own summary saying it is paid, with "total paid" and no "pay
 * again"; its detail page names it by the same number; one "paid" mail arrives in its language.
 * Demo data: pickup at the shop (4), GoPay (3).
 */

test.describe.configure({ timeout: 120_000 });

const locales: E2eLocale[] = ['cs', 'sk', 'en'];
const myOrdersPaths: Record<E2eLocale, string> = {
  cs: '/cs/zakaznik/moje-objednavky',
  sk: '/sk/zakaznik/moje-objednavky',
  en: '/en/customer/my-orders',
};
const orderPaths: Record<E2eLocale, string> = {
  cs: '/cs/zakaznik/objednavka/',
  sk: '/sk/zakaznik/objednavka/',
  en: '/en/customer/order/',
};
const summaryPaths: Record<E2eLocale, string> = {
  cs: '/cs/kosik/summary',
  sk: '/sk/kosik/summary',
  en: '/en/my-cart/summary',
};
const payButton = { cs: /^Zaplatit /, sk: /^Zaplatiť /, en: /^Pay / };
const paidSubject: Record<E2eLocale, (code: string) => string> = {
  cs: (code) => `Objednávka č. ${code} je zaplacená – Lumen Store`,
  sk: (code) => `Objednávka č. ${code} je zaplatená – Lumen Store`,
  en: (code) => `Order ${code} is paid – Lumen Store`,
};

for (const locale of locales) {
  test(`paying an old unpaid order from "My orders" lands on its paid summary and a "paid" mail arrives (${locale})`, async ({
    page,
  }) => {
    const email = await registerAtApi(page.request, `pay-again-${locale}`, locale);
    const credentials = { email, password: newPassword };
    const order = await placeCustomerOrder(page.request, 3, credentials, {}, locale);
    // A second, newer order: the one to pay is not the newest, and this browser never placed either.
    await placeCustomerOrder(page.request, 3, credentials, {}, locale);
    await signInAsDemoCustomer(page, credentials);

    await page.goto(myOrdersPaths[locale]);
    const pay = page.getByRole('button', {
      name: text(locale, 'customerArea', 'orders.payNowLabel', { code: order.code }),
    });
    await pay.click();
    await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/gopay/`));
    await expect(page.getByText(order.code).first()).toBeVisible();
    await page.getByRole('button', { name: payButton[locale] }).click();

    await expect(page).toHaveURL(new RegExp(`${summaryPaths[locale]}\\?order=${order.id}&status=success$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(locale, 'checkout', 'summary.heading.success'),
    );
    await expect(page.getByTestId('order-code')).toHaveText(order.code);
    await expect(page.getByText(text(locale, 'checkout', 'summary.totalPaid'))).toBeVisible();
    await expect(page.getByText(text(locale, 'checkout', 'summary.total'), { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text(locale, 'checkout', 'summary.payAgain') })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The same number on the order's own page, in its heading, breadcrumb and title.
    await page.goto(`${orderPaths[locale]}${order.id}`);
    const title = text(locale, 'customer', 'order', { number: order.code });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const crumbs = page.getByRole('navigation', { name: text(locale, 'common', 'breadcrumbs') });
    await expect(crumbs.getByText(title)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByText(text(locale, 'checkout', 'summary.totalPaid'))).toBeVisible();

    // One "paid" mail, in the order's language.
    await expect
      .poll(async () => {
        const answer = await page.request.get(`${apiUrl}/sandbox/mailbox.json?to=${encodeURIComponent(email)}`);
        const { items } = (await answer.json()) as { items: { subject: string }[] };
        return items.filter((mail) => mail.subject === paidSubject[locale](order.code)).length;
      })
      .toBe(1);
  });
}

test('the summary believes the API, not the URL: another customer’s order is a 404, a forged success is not a payment', async ({
  page,
}) => {
  const other = await registerAtApi(page.request, 'pay-again-foreign', 'en');
  const foreign = await placeCustomerOrder(page.request, 3, { email: other, password: newPassword });
  const email = await registerAtApi(page.request, 'pay-again-forged', 'en');
  const own = await placeCustomerOrder(page.request, 3, { email, password: newPassword });
  await signInAsDemoCustomer(page, { email, password: newPassword });
  for (const status of ['success', 'error']) {
    const response = await page.goto(`${summaryPaths.en}?order=${foreign.id}&status=${status}`);
    expect(response?.status()).toBe(404);
    expect(await response!.text()).not.toContain(foreign.code);
  }
  // The customer's own unpaid order, with a return URL that claims success.
  expect((await page.goto(`${summaryPaths.en}?order=${own.id}&status=success`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    text('en', 'checkout', 'summary.heading.success'),
  );
  await expect(page.getByText(text('en', 'checkout', 'summary.total'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: text('en', 'checkout', 'summary.payAgain') })).toBeVisible();
  // Nothing was marked paid, and no paid mail went out.
  const mails = await page.request.get(`${apiUrl}/sandbox/mailbox.json?to=${encodeURIComponent(email)}`);
  const { items } = (await mails.json()) as { items: { subject: string }[] };
  expect(items.filter((mail) => mail.subject === paidSubject.en(own.code))).toEqual([]);
});
