import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('the Czech home page is in Czech and accessible', async ({ page }) => {
  const response = await page.goto('/cs');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vítejte v Lumen Store');
  await expect(page.getByRole('link', { name: 'Košík' })).toHaveAttribute('href', '/cs/kosik');
  await expect(page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/Kč/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the English home page is in English, priced in euros and accessible', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lumen Store');
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en/my-cart');
  await expect(page.getByRole('main').getByText(/€/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
