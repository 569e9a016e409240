import { expect, type Page } from '@playwright/test';

/** The demo customer the shop API seeds (shop-api/src/seed/customers.ts). */
export const demoCustomer = { email: 'jana.novakova@example.com', password: 'Lumen-demo-2026' } as const;

/**
 * Signs the page's browser in through the storefront's own login route (which asks the shop API's
 * POST /auth/login): the refresh cookie lands in the browser, and the pages load the session from it.
 */
export async function signInAsDemoCustomer(
  page: Page,
  credentials: { email: string; password: string } = demoCustomer,
) {
  const answer = await page.request.post('/api/auth/login', { data: credentials });
  expect(answer.status(), await answer.text()).toBe(200);
}
