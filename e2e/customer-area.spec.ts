import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { placeCustomerOrder, signInAsDemoCustomer } from './support/customer-session';
import { expectNoTraceOf, orderDetailPath, placeForeignOrder, type ForeignOrder } from './support/foreign-order';
import { text, type E2eLocale } from './support/messages';

/**
 * The customer area of the signed-in demo customer in every language (docs/customer-area.md):
 * each screen with its heading, breadcrumbs and menu, checked by axe.
 */

test.describe.configure({ timeout: 90_000 });

const locales: E2eLocale[] = ['cs', 'sk', 'en'];
const paths: Record<E2eLocale, Record<string, string>> = {
  cs: {
    dashboard: '/cs/zakaznik/dashboard',
    account: '/cs/zakaznik/informace-o-uctu',
    myOrders: '/cs/zakaznik/moje-objednavky',
    returnsAndComplaints: '/cs/zakaznik/vraceni-a-reklamace',
    myAddresses: '/cs/zakaznik/adresar',
    favoriteProducts: '/cs/zakaznik/oblibene-produkty',
  },
  sk: {
    dashboard: '/sk/zakaznik/dashboard',
    account: '/sk/zakaznik/informacie-o-ucte',
    myOrders: '/sk/zakaznik/moje-objednavky',
    returnsAndComplaints: '/sk/zakaznik/vratenia-a-reklamacie',
    myAddresses: '/sk/zakaznik/adresar',
    favoriteProducts: '/sk/zakaznik/oblubene-produkty',
  },
  en: {
    dashboard: '/en/customer/dashboard',
    account: '/en/customer/account',
    myOrders: '/en/customer/my-orders',
    returnsAndComplaints: '/en/customer/returns-and-complaints',
    myAddresses: '/en/customer/my-addresses',
    favoriteProducts: '/en/customer/favorite-products',
  },
};

async function openScreen(page: Page, locale: E2eLocale, key: string) {
  const response = await page.goto(paths[locale][key]!);
  expect(response?.status(), key).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'customer', key));
  await expect(page.getByRole('navigation', { name: text(locale, 'common', 'breadcrumbs') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: text(locale, 'customer', 'menu') })).toBeVisible();
  // The screen has loaded its data (no busy line left).
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

let foreign: ForeignOrder;

test.beforeAll(async ({ request }) => {
  // An online order awaiting payment, so the list shows the payment retry too.
  await placeCustomerOrder(request, 3);
  foreign = await placeForeignOrder(request);
});

for (const locale of locales) {
  test(`every customer screen in ${locale}, accessible`, async ({ page }) => {
    await signInAsDemoCustomer(page);
    await openScreen(page, locale, 'dashboard');
    await expect(page.getByTestId('customer-greeting')).toContainText('Jana');
    await expectNoAxeViolations(page);

    await openScreen(page, locale, 'account');
    await expect(page.getByLabel(text(locale, 'customerArea', 'profile.firstName'))).toHaveValue('Jana');
    await expectNoAxeViolations(page);

    await openScreen(page, locale, 'myOrders');
    await expectNoAxeViolations(page);
    const firstOrder = page.getByTestId('my-order').first();
    await firstOrder.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/\d+$/);
    await expect(page.getByTestId('order-state')).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await openScreen(page, locale, 'returnsAndComplaints');
    await expectNoAxeViolations(page);

    await openScreen(page, locale, 'myAddresses');
    await expectNoAxeViolations(page);

    await openScreen(page, locale, 'favoriteProducts');
    await expectNoAxeViolations(page);
  });
}

test('someone else’s order (or none) is a 404 page with status 404, with nothing of that order in its HTML', async ({
  page,
}) => {
  await signInAsDemoCustomer(page);
  for (const locale of locales) {
    for (const id of [foreign.id, 999_999]) {
      const response = await page.goto(orderDetailPath(locale, id));
      expect(response?.status(), `${locale} order ${id}`).toBe(404);
      expectNoTraceOf(await response!.text(), foreign);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'notFound', 'title'));
    }
  }
});
