import { expect, test } from '@playwright/test';
import { authText, headerAccountLink, localizedPath, openLoginModalIn } from './support/auth-flows';
import { text } from './support/messages';
import { apiUrl } from './support/shop-api';

/**
 * An account made by a Google sign-in has no password (docs/customer-accounts.md): the account page
 * offers to set one, without asking for a current password, and then the usual change.
 */
test('a Google-made account sets its first password without a current one', async ({ page }) => {
  test.slow();
  await page.goto('/en');
  await openLoginModalIn(page, 'en');
  await page
    .getByRole('button', { name: authText('en', 'thirdParty.continueWith', { provider: 'Google' }), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/`));
  await page.getByRole('radio', { name: /A new shopper/ }).check();
  await page.getByRole('button', { name: 'Allow and continue' }).click();
  await expect(headerAccountLink(page, 'en')).toBeVisible();

  await page.goto(localizedPath('en', '/customer/account'));
  const t = (key: string) => text('en', 'customerArea', `password.${key}`);
  await expect(page.getByRole('heading', { name: t('setTitle') })).toBeVisible();
  await expect(page.getByLabel(t('currentPassword'), { exact: true })).toHaveCount(0);
  await page.getByLabel(t('newPassword'), { exact: true }).fill('First-pass-2026');
  await page.getByLabel(t('confirmPassword'), { exact: true }).fill('First-pass-2026');
  await page.getByRole('button', { name: t('setSave') }).click();
  await expect(page.getByText(t('setSaved'))).toBeVisible();
  // The account has a password now: the form is the change, which asks for it.
  await expect(page.getByRole('heading', { name: t('title') })).toBeVisible();
  await expect(page.getByLabel(t('currentPassword'), { exact: true })).toBeVisible();
});
