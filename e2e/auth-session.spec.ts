import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoCustomer, newPassword, openLoginModal, registerAtApi, uniqueEmail } from './support/auth-customers';
import {
  authDialog,
  authLocales,
  authNotice,
  authText,
  headerAccountLink,
  headerLoginLink,
  localizedPath,
  openLoginModalIn,
} from './support/auth-flows';

/**
 * Sign-in and session in the browser (docs/customer-accounts-storefront.md): registration with its
 * automatic login, logout, login, the session surviving a reload (the refresh cookie), and the
 * route guard's way back after login, each in cs, sk and en. The checks that do not depend on the
 * language (field errors, cross-site POSTs, axe) run once, in English.
 */

for (const locale of authLocales) {
  test(`${locale}: register → automatic login → logout → login, and the session survives a reload`, async ({
    page,
    context,
  }) => {
    test.slow();
    const email = uniqueEmail(`register-${locale}`);
    await page.goto(localizedPath(locale, '/'));
    await openLoginModalIn(page, locale);
    await authDialog(page, locale, 'login')
      .getByRole('button', { name: authText(locale, 'login.register'), exact: true })
      .click();
    const modal = authDialog(page, locale, 'registration');
    await modal.getByLabel(authText(locale, 'registration.firstName')).fill('Eva');
    await modal.getByLabel(authText(locale, 'registration.lastName')).fill('Testová');
    await modal.getByLabel(authText(locale, 'registration.email')).fill(email);
    const passwordLabel = authText(locale, 'registration.password');
    const password = modal.getByLabel(passwordLabel, { exact: true });
    await password.fill(newPassword);
    await modal.getByLabel(authText(locale, 'registration.passwordConfirmation'), { exact: true }).fill(newPassword);
    // The toggle shows the password; submitting hides it again (docs/customer-accounts-storefront.md, "Screens").
    const toggle = modal.getByRole('button', {
      name: authText(locale, 'password.toggleLabel', { field: passwordLabel }),
      exact: true,
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await modal.getByRole('button', { name: authText(locale, 'registration.submit'), exact: true }).click();
    await expect(page.getByText(authNotice(locale, 'registration'))).toBeVisible();
    await expect(page.getByText(authNotice(locale, 'automatic_login'))).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(headerAccountLink(page, locale)).toBeVisible();

    const cookies = await context.cookies();
    const refresh = cookies.find((c) => c.name === 'refresh_token');
    expect(refresh?.httpOnly).toBe(true);
    expect(refresh?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('refresh_token');

    await page.reload();
    await expect(headerAccountLink(page, locale)).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('button', { name: authText(locale, 'account.logout') })
      .click();
    await expect(page.getByText(authNotice(locale, 'logout'))).toBeVisible();
    await expect(headerAccountLink(page, locale)).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'refresh_token')).toBeUndefined();
    await page.reload();
    await expect(headerLoginLink(page, locale)).toBeVisible();

    await openLoginModalIn(page, locale);
    const login = authDialog(page, locale, 'login');
    await login.getByLabel(authText(locale, 'login.email')).fill(email);
    await login.getByLabel(authText(locale, 'login.password'), { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: authText(locale, 'login.submit'), exact: true }).click();
    await expect(page.getByText(authNotice(locale, 'login'))).toBeVisible();
    await expect(headerAccountLink(page, locale)).toBeVisible();
  });

  test(`${locale}: a protected page → login → back to it; a logged-in shopper on login goes home`, async ({
    page,
    context,
  }) => {
    const email = await registerAtApi(page.request, `guard-${locale}`, locale);
    const protectedPath = localizedPath(locale, '/customer/my-orders');
    const loginPath = localizedPath(locale, '/login');
    await page.goto(protectedPath);
    await expect(page).toHaveURL(new RegExp(`${loginPath}$`));
    const main = page.getByRole('main');
    await main.getByLabel(authText(locale, 'login.email')).fill(email);
    await main.getByLabel(authText(locale, 'login.password'), { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: authText(locale, 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${protectedPath}$`));
    await expect(page.getByText(authNotice(locale, 'login'))).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'return_url')).toBeUndefined();
    await page.goto(loginPath);
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
  });
}

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
