import { expect, test, type Page } from '@playwright/test';
import { placeCustomerOrder, signInAsDemoCustomer } from './support/customer-session';
import { apiUrl } from './support/shop-api';

/**
 * Long values without spaces (a 100-character name and e-mail) wrap on a 390 px phone: no screen
 * of the customer area is wider than the phone, and the delete dialog stays on screen
 * (docs/customer-area.md, "Long values").
 */

const phone = { width: 390, height: 844 };
test.use({ viewport: phone, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

const longName = 'Bartolomej'.repeat(10);
const password = 'Lumen-long-2026';

/** A 100-character e-mail address no other run uses: 60 characters, "@", 39 characters. */
function longEmail(): string {
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  return `${tag}${'x'.repeat(60 - tag.length)}@${'d'.repeat(27)}.example.com`;
}

async function expectNoSideScroll(page: Page, what: string) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(longName).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(phone.width);
}

test('a 100-character name and e-mail wrap in the customer area on a phone', async ({ page, request }) => {
  const email = longEmail();
  expect(email).toHaveLength(100);
  const registered = await request.post(`${apiUrl}/customers`, {
    headers: { 'Language-Preference': 'cs' },
    data: { locale: 'cs', first_name: longName, last_name: longName, email, password, password_confirmation: password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post(`${apiUrl}/auth/login`, { data: { email, password } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const address = await request.post(`${apiUrl}/customer-addresses`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      first_name: longName,
      last_name: longName,
      street: `${'Dlouhá'.repeat(10)} 12`,
      city: 'Praha',
      post_code: '120 00',
      country_id: 1,
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const order = await placeCustomerOrder(
    request,
    1,
    { email, password },
    { first_name: longName, last_name: longName },
    'cs',
  );
  await signInAsDemoCustomer(page, { email, password });

  await page.goto('/cs/zakaznik/adresar');
  await expectNoSideScroll(page, 'the address book');
  await page.getByRole('button', { name: /^Smazat / }).click();
  const dialog = page.getByTestId('delete-address-dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect.soft(box!.x).toBeGreaterThanOrEqual(0);
  expect.soft(box!.y).toBeGreaterThanOrEqual(0);
  expect.soft(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
  expect.soft(box!.y + box!.height).toBeLessThanOrEqual(phone.height);
  await page.keyboard.press('Escape');

  await page.goto('/cs/zakaznik/dashboard');
  await expectNoSideScroll(page, 'the dashboard');

  await page.goto('/cs/zakaznik/informace-o-uctu');
  await expect(page.getByLabel('Jméno')).toHaveValue(longName);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `the profile is ${width} px wide`).toBeLessThanOrEqual(phone.width);

  await page.goto(`/cs/zakaznik/objednavka/${order.id}`);
  await expectNoSideScroll(page, 'the order');
});
