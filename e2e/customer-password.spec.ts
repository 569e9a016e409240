import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { newPassword, registerAtApi } from './support/auth-customers';
import {
  authDialog,
  authLocales,
  authNotice,
  authText,
  headerAccountLink,
  headerLoginLink,
  localizedPath,
  loginInModalIn,
  openLoginModalIn,
} from './support/auth-flows';
import { signInAsDemoCustomer } from './support/customer-session';
import { text, type E2eLocale } from './support/messages';

/**
 * The customer area's password change (docs/customer-area.md), in cs, sk and en, on an account of
 * its own: a wrong current password and a confirmation that does not match are said on their
 * fields in the page's language; a change shows its notice, and afterwards only the new password
 * signs in.
 */

test.describe.configure({ timeout: 90_000 });

const changedPassword = 'Zmenene-heslo-2026';

function passwordForm(page: Page, locale: E2eLocale) {
  const t = (key: string) => text(locale, 'customerArea', `password.${key}`);
  const form = page.getByRole('form', { name: t('title') });
  return {
    t,
    form,
    current: form.getByLabel(t('currentPassword'), { exact: true }),
    password: form.getByLabel(t('newPassword'), { exact: true }),
    confirmation: form.getByLabel(t('confirmPassword'), { exact: true }),
    save: form.getByRole('button', { name: t('save'), exact: true }),
  };
}

for (const locale of authLocales) {
  test(`${locale}: change the password: wrong current and mismatch on their fields, then only the new one signs in`, async ({
    page,
  }) => {
    const email = await registerAtApi(page.request, `password-${locale}`, locale);
    await signInAsDemoCustomer(page, { email, password: newPassword });
    const response = await page.goto(localizedPath(locale, '/customer/account'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'customer', 'account'));
    const { t, form, current, password, confirmation, save } = passwordForm(page, locale);
    await expect(form).toBeVisible();
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/customers\/\d+\/password$/.test(request.url())) changes.push(request.url());
    });

    // A wrong current password: the API refuses it, and the form says so on that field.
    await current.fill('Not-my-password-1');
    await password.fill(changedPassword);
    await confirmation.fill(changedPassword);
    await save.click();
    await expect(current).toHaveAccessibleDescription(t('wrongCurrent'));
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(t('failed'))).toHaveCount(0);
    expect(changes).toHaveLength(1);
    await expectNoAxeViolations(page);

    // A confirmation that does not match: said on the confirmation, and nothing is sent.
    await current.fill(newPassword);
    await confirmation.fill('Jine-heslo-2026');
    await save.click();
    await expect(confirmation).toHaveAccessibleDescription(text(locale, 'checkout', 'fieldErrors.passwordMismatch'));
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    // Typing the right current password cleared the refusal.
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');
    expect(changes).toHaveLength(1);

    // The change itself: the notice, and the fields emptied.
    await confirmation.fill(changedPassword);
    await save.click();
    await expect(page.getByText(t('saved'))).toBeVisible();
    await expect(current).toHaveValue('');
    expect(changes).toHaveLength(2);
    await expectNoAxeViolations(page);

    // The session that changed it stays signed in until the shopper logs out.
    await page.reload();
    await expect(headerAccountLink(page, locale)).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button', { name: authText(locale, 'account.logout') })
      .click();
    await expect(page.getByText(authNotice(locale, 'logout'))).toBeVisible();
    await page.goto(localizedPath(locale, '/'));
    await expect(headerLoginLink(page, locale)).toBeVisible();

    // The old password is refused…
    await openLoginModalIn(page, locale);
    const login = authDialog(page, locale, 'login');
    await login.getByLabel(authText(locale, 'login.email')).fill(email);
    await login.getByLabel(authText(locale, 'login.password'), { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: authText(locale, 'login.submit'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: authText(locale, 'errors.login_failed') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    // …and the new one signs in.
    await loginInModalIn(page, locale, email, changedPassword);
    await expect(headerAccountLink(page, locale)).toBeVisible();
  });
}
