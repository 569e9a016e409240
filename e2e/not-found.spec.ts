import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

for (const [locale, heading, home] of [
  ['en', 'Page not found', 'Back to the home page'],
  ['cs', 'Stránka nenalezena', 'Zpět na domovskou stránku'],
  ['sk', 'Stránka sa nenašla', 'Späť na domovskú stránku'],
] as const) {
  test(`an unknown path answers 404 with the not-found page (${locale})`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no-such-page-anywhere`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', `/${locale}`);
    await expect(page.getByRole('search').getByRole('combobox')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the not-found search box leads to search results', async ({ page }) => {
  await page.goto('/en/no-such-page-anywhere');
  await page.getByRole('search').getByRole('combobox').fill('shirt');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/search\?query=shirt/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “shirt”');
});

test('a malformed address answers 400 or 404, never a server error', async ({ request }) => {
  // A query string is the page's to read: bad escapes or a NUL there must not break the page either.
  for (const path of ['/cs/obleceni?strana=%E0%A4%A', '/en/search?query=%00', '/cs/vyhledavani?dotaz=%']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
  }
  for (const path of [
    '/cs/a%00b',
    '/cs/%E0%A4%A',
    '/cs/%',
    '/cs/%ED%A0%80',
    '/cs/%C0%AF',
    '/sk/%FF',
    '/en/clothing/%0A',
    '/%E0%A4%A',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([400, 404], path).toContain(response.status());
  }
});

test('the raw 404 answer tells crawlers noindex exactly once', async ({ request }) => {
  for (const path of ['/cs/no-such-page-anywhere', '/en/no-such-page-anywhere?page=2']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const robots = (await response.text()).match(/<meta name="robots"[^>]*>/g) ?? [];
    expect(robots, path).toEqual(['<meta name="robots" content="noindex"/>']);
  }
});
