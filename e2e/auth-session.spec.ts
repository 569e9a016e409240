import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  accountLink,
  demoCustomer,
  loginInModal,
  newPassword,
  openLoginModal,
  uniqueEmail,
} from './support/auth-customers';

/**
 * Sign-in and session in the browser (docs/customer-accounts-storefront.md): registration with its
 * automatic login, logout, login, the session surviving a reload (the refresh cookie), and the
 * route guard's way back after login.
 */

test('register → automatic login → logout → login, and the session survives a reload', async ({ page, context }) => {
  test.slow();
  const email = uniqueEmail('register');
  await page.goto('/en');
  await openLoginModal(page);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Create an account' }).click();
  const modal = page.getByRole('dialog', { name: 'Create an account' });
  await modal.getByLabel('First name').fill('Eva');
  await modal.getByLabel('Last name').fill('Testová');
  await modal.getByLabel('E-mail').fill(email);
  const password = modal.getByLabel('Password', { exact: true });
  await password.fill(newPassword);
  await modal.getByLabel('Password again', { exact: true }).fill(newPassword);
  // The toggle shows the password; submitting hides it again (spec section 4).
  const toggle = modal.getByRole('button', { name: 'Show Password', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await modal.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Your account has been created.')).toBeVisible();
  await expect(page.getByText('We have logged you in to your new account.')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(accountLink(page)).toBeVisible();

  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === 'refresh_token');
  expect(refresh?.httpOnly).toBe(true);
  expect(refresh?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('refresh_token');

  await page.reload();
  await expect(accountLink(page)).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(accountLink(page)).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'refresh_token')).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

  await loginInModal(page, email, newPassword);
  await expect(accountLink(page)).toBeVisible();
});

test('wrong credentials say so without telling which; registration shows the API’s field errors', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel('E-mail').fill(demoCustomer.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The e-mail or the password is wrong.' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login$/);

  await page.getByRole('button', { name: 'Create an account' }).click();
  const modal = page.getByRole('dialog', { name: 'Create an account' });
  await modal.getByLabel('First name').fill('Jana');
  await modal.getByLabel('Last name').fill('Nováková');
  await modal.getByLabel('E-mail').fill(demoCustomer.email);
  await modal.getByLabel('Password', { exact: true }).fill(newPassword);
  await modal.getByLabel('Password again', { exact: true }).fill(newPassword);
  await modal.getByRole('button', { name: 'Create an account' }).click();
  await expect(modal.getByText('An account with this e-mail already exists. Log in instead.')).toBeVisible();
  await expect(modal.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
});

test('a protected page → login → back to it; a logged-in shopper on login goes home', async ({ page, context }) => {
  await page.goto('/cs/zakaznik/moje-objednavky');
  await expect(page).toHaveURL(/\/cs\/prihlaseni$/);
  await page.getByLabel('E-mail').fill(demoCustomer.email);
  await page.getByLabel('Heslo', { exact: true }).fill(demoCustomer.password);
  await page.getByRole('main').getByRole('button', { name: 'Přihlásit se', exact: true }).click();
  await expect(page).toHaveURL(/\/cs\/zakaznik\/moje-objednavky$/);
  await expect(page.getByText('Jste přihlášeni.')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'return_url')).toBeUndefined();
  await page.goto('/cs/prihlaseni');
  await expect(page).toHaveURL(/\/cs$/);
});

test('the session routes refuse cross-site POSTs and answer no-store', async ({ request, baseURL }) => {
  const forged = await request.post('/api/auth/login', {
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    data: demoCustomer,
  });
  expect(forged.status()).toBe(403);
  const refresh = await request.post('/api/auth/refresh', { headers: { Origin: baseURL ?? '' } });
  expect(refresh.status()).toBe(401);
  expect(refresh.headers()['cache-control']).toContain('no-store');
});

test('the login page and the auth modal pass axe', async ({ page }) => {
  test.slow();
  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/en');
  await openLoginModal(page);
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await expect(modal.getByLabel('E-mail')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeFocused();
});
