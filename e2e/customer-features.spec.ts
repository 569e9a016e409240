import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { placeCustomerOrder, signInAsDemoCustomer } from './support/customer-session';
import { text } from './support/messages';
import { apiUrl } from './support/shop-api';

/**
 * The customer features against the real shop API (docs/customer-area.md): the address book, the
 * wish-list heart, fast checkout, a review written once, the newsletter, deleting an account.
 */

test.describe.configure({ timeout: 90_000 });

const en = (namespace: string, path: string, values?: Record<string, string>) => text('en', namespace, path, values);

async function productPath(request: import('@playwright/test').APIRequestContext, id: number) {
  const answer = await request.get(`${apiUrl}/products/${id}?embed=urls`, { headers: { 'Language-Preference': 'en' } });
  const product = (await answer.json()) as { name: string; _embedded: { urls: { en: string } } };
  return { name: product.name, path: `/en/${product._embedded.urls.en}` };
}

test('the address book: add, edit, make default, delete', async ({ page }) => {
  await signInAsDemoCustomer(page);
  await page.goto('/en/customer/my-addresses');
  const list = page.getByTestId('saved-address');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const before = await list.count();

  await page.getByRole('button', { name: en('addressBook', 'add') }).click();
  const dialog = page.getByTestId('address-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: en('addressBook', 'save') }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  await dialog.getByLabel(en('checkout', 'delivery.fields.first_name')).fill('Petra');
  await dialog.getByLabel(en('checkout', 'delivery.fields.last_name')).fill('Testová');
  await dialog.getByLabel(en('checkout', 'delivery.fields.street')).fill('Dlouhá 5');
  await dialog.getByLabel(en('checkout', 'delivery.fields.city')).fill('Brno');
  await dialog.getByLabel(en('checkout', 'delivery.fields.post_code')).fill('60200');
  await dialog.getByLabel(en('checkout', 'delivery.fields.phone')).fill('777111222');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: en('addressBook', 'save') }).click();
  await expect(dialog).toBeHidden();
  await expect(list).toHaveCount(before + 1);
  const added = list.filter({ hasText: 'Petra Testová' });

  await added.getByRole('button', { name: /^Edit/ }).click();
  await dialog.getByLabel(en('checkout', 'delivery.fields.city')).fill('Ostrava');
  await dialog.getByRole('button', { name: en('addressBook', 'save') }).click();
  await expect(added).toContainText('Ostrava');

  await added.getByRole('button', { name: en('addressBook', 'makeDefaultShipping') }).click();
  await expect(added).toContainText(en('addressBook', 'isDefaultShipping'));

  await added.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByTestId('delete-address-dialog');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await added.getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: en('addressBook', 'deleteConfirm') }).click();
  await expect(list).toHaveCount(before);
});

test('the wish-list heart: a guest is asked to sign in; a customer adds and removes a favourite', async ({ page }) => {
  const { name, path } = await productPath(page.request, 12);
  await page.goto(path);
  const heart = page.getByRole('heading', { level: 1 }).locator('..').getByTestId('wish-heart');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText(en('wishList', 'must_be_logged_in_to_create_product_list'))).toBeVisible();
  await page.keyboard.press('Escape');

  await signInAsDemoCustomer(page);
  await page.goto(path);
  await expect(heart).toHaveAttribute('aria-label', en('wishList', 'add', { name }));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/customer/favorite-products');
  const favourite = page.getByTestId('favorite-product').filter({ hasText: name });
  await expect(favourite).toBeVisible();
  await favourite.getByRole('button', { name: en('wishList', 'remove', { name }) }).click();
  await expect(favourite).toHaveCount(0);
});

test('a review is written once; the second answers that it exists', async ({ page }) => {
  const { path } = await productPath(page.request, 14);
  await signInAsDemoCustomer(page);
  for (const attempt of [1, 2]) {
    await page.goto(path);
    const form = page.getByTestId('review-form');
    await expect(form).toBeVisible();
    await form.getByRole('radio', { name: '4 stars' }).first().check();
    await form.getByLabel(en('reviews', 'name')).fill('Fits well');
    await form.getByLabel(new RegExp(en('reviews', 'comment'))).fill('Comfortable and warm.');
    await form.getByRole('button', { name: en('reviews', 'send') }).click();
    if (attempt === 1) await expect(page.getByTestId('my-review')).toContainText('Fits well');
    else await expect(form.getByRole('alert')).toHaveText(en('reviews', 'review_already_written'));
  }
});

test('fast checkout: an earlier order fills the checkout', async ({ page }) => {
  await placeCustomerOrder(page.request);
  await signInAsDemoCustomer(page);
  await page.goto('/en/customer/my-orders');
  const fast = page.getByTestId('fast-checkout').first();
  await expect(fast).toBeVisible();
  const filled = page.waitForResponse((r) => r.url().endsWith('/fast-checkout') && r.request().method() === 'POST');
  await fast.click();
  expect((await filled).status()).toBe(200);
  // The order's addresses and methods are in the cart; with the cart emptied by that order, the
  // phase guard shows the cart (delivery needs items), else the delivery phase.
  await expect(page).toHaveURL(/\/en\/my-cart(\/delivery)?$/);
});

test('the footer’s newsletter form checks the e-mail, then subscribes', async ({ page }) => {
  await page.goto('/en');
  const form = page.getByTestId('newsletter-form');
  await form.getByLabel(en('newsletter', 'emailLabel')).fill('not-an-email');
  await form.getByRole('button', { name: en('newsletter', 'subscribe') }).click();
  await expect(form.getByRole('alert')).toHaveText(en('newsletter', 'emailInvalid'));
  await form.getByLabel(en('newsletter', 'emailLabel')).fill(`news-${Date.now()}@example.com`);
  await form.getByRole('button', { name: en('newsletter', 'subscribe') }).click();
  await expect(page.getByTestId('newsletter-done')).toHaveText(en('newsletter', 'thanks'));
});

test('deleting an account is confirmed, ends the session and lands home', async ({ page }) => {
  const email = `delete-${Date.now()}@example.com`;
  const password = 'Delete-me-2026';
  const registered = await page.request.post(`${apiUrl}/customers`, {
    data: { email, password, password_confirmation: password, first_name: 'Dana', last_name: 'Smazaná' },
    headers: { 'Language-Preference': 'en' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signInAsDemoCustomer(page, { email, password });
  await page.goto('/en/customer/account');
  await page.getByRole('button', { name: en('customerArea', 'deleteAccount.button') }).click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: en('customerArea', 'deleteAccount.confirm') }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText(en('customerArea', 'deleteAccount.deleted'))).toBeVisible();
  await page.goto('/en/customer/dashboard');
  await expect(page).toHaveURL(/\/en\/login$/);
});
