import { expect, test } from '@playwright/test';
import { registerAtApi } from './support/auth-customers';
import {
  authDialog,
  authLocales,
  authNotice,
  authText,
  headerAccountLink,
  localizedPath,
  loginInModalIn,
} from './support/auth-flows';
import { apiUrl } from './support/shop-api';

/** The password reset through the sandbox mailbox (docs/mail.md), in cs, sk and en. */

interface Mailbox {
  items: { subject: string; text: string }[];
}

async function resetLink(request: import('@playwright/test').APIRequestContext, email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl}/sandbox/mailbox.json?to=${encodeURIComponent(email)}`);
        const mailbox = (await response.json()) as Mailbox;
        link = mailbox.items.map((mail) => /https?:\/\/\S*[?&]token=[^\s"<>]+/.exec(mail.text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return new URL(link ?? '');
}

for (const locale of authLocales) {
  test(`${locale}: password reset: the e-mailed link sets a new password, used once, then login works with it`, async ({
    page,
  }) => {
    test.slow();
    const t = (path: string) => authText(locale, path);
    const email = await registerAtApi(page.request, `reset-${locale}`, locale);
    const loginPath = localizedPath(locale, '/login');
    await page.goto(loginPath);
    await page.getByRole('button', { name: t('login.forgotPassword') }).click();
    const modal = authDialog(page, locale, 'password-reset');
    await modal.getByLabel(t('resetRequest.email')).fill(email);
    await modal.getByRole('button', { name: t('resetRequest.submit') }).click();
    await expect(modal.getByRole('status')).toHaveText(t('resetRequest.sent'));
    await page.keyboard.press('Escape');

    // The link leads to the reset page in the customer's language.
    const link = await resetLink(page.request, email);
    expect(link.pathname).toBe(localizedPath(locale, '/password-reset'));
    const path = `${link.pathname}${link.search}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: authText(locale, 'passwordResetTitle') })).toBeVisible();
    const fresh = 'Nove-heslo-2026';
    const newPassword = page.getByLabel(t('resetPage.newPassword'), { exact: true });
    const again = page.getByLabel(t('resetPage.newPasswordConfirmation'), { exact: true });
    const save = page.getByRole('button', { name: t('resetPage.submit') });
    await newPassword.fill(fresh);
    await again.fill('Jine-heslo-2026');
    await save.click();
    await expect(page.getByText(t('fields.passwordMismatch'))).toBeVisible();
    await again.fill(fresh);
    await save.click();
    await expect(page).toHaveURL(new RegExp(`${loginPath}$`));
    await expect(page.getByText(authNotice(locale, 'password_changed'))).toBeVisible();

    // The link works once.
    await page.goto(path);
    await newPassword.fill('Treti-heslo-2026');
    await again.fill('Treti-heslo-2026');
    await save.click();
    await expect(page.getByText(t('resetPage.invalidToken'))).toBeVisible();

    await page.goto(localizedPath(locale, '/'));
    await loginInModalIn(page, locale, email, fresh);
    await expect(headerAccountLink(page, locale)).toBeVisible();
  });
}

test('the reset page without a token offers a new link', async ({ page }) => {
  await page.goto('/en/password-reset');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'needs the link from the password reset e-mail',
  );
  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgotten password' })).toBeVisible();
});
