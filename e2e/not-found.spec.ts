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

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The markup a reader without JavaScript gets: the HTML outside its scripts. */
const markupOf = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

for (const [locale, title, heading, text, home, search] of [
  [
    'cs',
    'Stránka nenalezena',
    'Stránka nenalezena',
    'Stránka, kterou hledáte, neexistuje',
    'Zpět na domovskou stránku',
    '/cs/vyhledavani',
  ],
  [
    'sk',
    'Stránka sa nenašla',
    'Stránka sa nenašla',
    'Stránka, ktorú hľadáte, neexistuje',
    'Späť na domovskú stránku',
    '/sk/vyhladavanie',
  ],
  [
    'en',
    'Page not found',
    'Page not found',
    'The page you are looking for does not exist',
    'Back to the home page',
    '/en/search',
  ],
] as const) {
  test(`the raw HTML of a missing path is the whole 404 page, for shoppers and crawlers (${locale})`, async ({
    request,
  }) => {
    // A plain path (cached route), one with a listing query, and one the dynamic route would take.
    for (const path of [
      `/${locale}/neexistuje-xyz`,
      `/${locale}/neexistuje-xyz?page=2`,
      `/${locale}/a/b%C5%BE?a=1&a=2`,
    ]) {
      for (const userAgent of [undefined, googlebot]) {
        const what = `${path} (${userAgent ? 'Googlebot' : 'shopper'})`;
        const response = await request.get(path, { headers: userAgent ? { 'User-Agent': userAgent } : {} });
        expect(response.status(), what).toBe(404);
        const markup = markupOf(await response.text());
        expect(markup, what).toContain(`<html lang="${locale}"`);
        expect(markup.match(/<title>[^<]*<\/title>/g), what).toEqual([`<title>${title} | Lumen Store</title>`]);
        expect(markup.match(/<meta name="robots"[^>]*>/g), what).toEqual(['<meta name="robots" content="noindex"/>']);
        expect(markup, what).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
        expect(markup, what).toContain(text);
        const shownPath = decodeURI(new URL(path, 'http://x').pathname);
        expect(markup, what).toContain(`: ${shownPath}</p>`);
        expect(markup, what).toMatch(new RegExp(`<a [^>]*href="/${locale}"[^>]*>${home}</a>`));
        expect(markup, what).toMatch(new RegExp(`<form role="search"[^>]*action="${search}"`));
        expect(markup, what).not.toContain('id="__next_error__"');
      }
    }
  });
}

test('the server-rendered 404 page works in the browser: search, home link, and a link to a missing page', async ({
  page,
}) => {
  const response = await page.goto('/en/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | Lumen Store');
  await expect(page.getByText('Page not found: /en/no-such-page-anywhere')).toBeVisible();
  // A client-side navigation to a missing page shows the 404 page too.
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/en/another-missing-page', textContent: 'gone' });
    document.querySelector('main')?.append(link);
  });
  await page.getByRole('link', { name: 'gone' }).click();
  await expect(page).toHaveURL(/\/en\/another-missing-page$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
