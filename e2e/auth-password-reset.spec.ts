import { expect, test } from '@playwright/test';
import { accountLink, loginInModal, registerAtApi } from './support/auth-customers';
import { apiUrl } from './support/shop-api';

/** The password reset through the sandbox mailbox (docs/mail.md), in Czech. */

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

test('password reset: the e-mailed link sets a new password, used once, then login works with it', async ({ page }) => {
  test.slow();
  const email = await registerAtApi(page.request, 'reset', 'cs');
  await page.goto('/cs/prihlaseni');
  await page.getByRole('button', { name: 'Zapomněli jste heslo?' }).click();
  const modal = page.getByRole('dialog', { name: 'Zapomenuté heslo' });
  await modal.getByLabel('E-mail').fill(email);
  await modal.getByRole('button', { name: 'Poslat odkaz' }).click();
  await expect(modal.getByRole('status')).toContainText('odkaz je na cestě');
  await page.keyboard.press('Escape');

  const link = await resetLink(page.request, email);
  expect(link.pathname).toBe('/cs/obnova-hesla');
  const path = `${link.pathname}${link.search}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Obnova hesla' })).toBeVisible();
  const fresh = 'Nove-heslo-2026';
  await page.getByLabel('Nové heslo', { exact: true }).fill(fresh);
  await page.getByLabel('Nové heslo znovu', { exact: true }).fill('Jine-heslo-2026');
  await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
  await expect(page.getByText('Hesla se neshodují.')).toBeVisible();
  await page.getByLabel('Nové heslo znovu', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
  await expect(page).toHaveURL(/\/cs\/prihlaseni$/);
  await expect(page.getByText('Heslo bylo změněno. Přihlaste se novým heslem.')).toBeVisible();

  // The link works once.
  await page.goto(path);
  await page.getByLabel('Nové heslo', { exact: true }).fill('Treti-heslo-2026');
  await page.getByLabel('Nové heslo znovu', { exact: true }).fill('Treti-heslo-2026');
  await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
  await expect(page.getByText('Platnost odkazu vypršela, nebo už byl použit. Požádejte o nový.')).toBeVisible();

  await page.goto('/en');
  await loginInModal(page, email, fresh);
  await expect(accountLink(page)).toBeVisible();
});

test('the reset page without a token offers a new link', async ({ page }) => {
  await page.goto('/en/password-reset');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'needs the link from the password reset e-mail',
  );
  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgotten password' })).toBeVisible();
});
