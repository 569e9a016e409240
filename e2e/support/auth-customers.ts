import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl } from './shop-api';

/** The demo customer seeded by the shop API (docs/customer-accounts.md). */
export const demoCustomer = { email: 'jana.novakova@example.com', password: 'Lumen-demo-2026' };

export const newPassword = 'Lumen-e2e-2026';

/** An e-mail address no other test uses (tests run in parallel against one database). */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers a customer straight at the shop API (not through the storefront) and answers its e-mail. */
export async function registerAtApi(request: APIRequestContext, tag: string, locale = 'en'): Promise<string> {
  const email = uniqueEmail(tag);
  const response = await request.post(`${apiUrl}/customers`, {
    headers: { 'Language-Preference': locale },
    data: {
      locale,
      first_name: 'Eva',
      last_name: 'Testová',
      email,
      password: newPassword,
      password_confirmation: newPassword,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** Opens the auth modal from the header once the page has hydrated (before, the link goes to the login page). */
export async function openLoginModal(page: Page): Promise<void> {
  const link = page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true });
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  await link.click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
}
