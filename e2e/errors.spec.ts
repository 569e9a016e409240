import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** Answers 500 from the shop API's page lookup while API_TEST_FAULTS=1 (shop-api/src/test-faults). */
const faultyPath = '__test__/fault';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('a page that fails', () => {
  test('shows a shopper the error page with status 500', async ({ page }) => {
    const response = await page.goto(`/en/${faultyPath}`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page.getByText('Error 500')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows the error page in the language of the URL, on the dynamic route too', async ({ page }) => {
    const response = await page.goto(`/cs/${faultyPath}?strana=x`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Něco se pokazilo');
    await expect(page).toHaveTitle('Něco se pokazilo');
  });

  test('answers a crawler 500 with no page markup (the error is only logged)', async ({ request }) => {
    for (const path of [`/en/${faultyPath}`, `/en/${faultyPath}?page=x`]) {
      const response = await request.get(path, { headers: { 'User-Agent': googlebot } });
      expect(response.status(), path).toBe(500);
      // Scripts hold the app's data (its messages too); what a crawler reads is the markup outside them.
      const markup = (await response.text())
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<head>[\s\S]*?<\/head>/, '');
      expect(markup, path).not.toMatch(/<h1|<main|<nav/);
      expect(markup.replace(/<[^>]+>/g, '').trim(), path).toBe('');
    }
  });

  test('shows a crawler running scripts no error page either', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: googlebot });
    const page = await context.newPage();
    // The cached route (bot render variant) and the dynamic one (a query that is not a listing query; the error's digest says bot).
    for (const path of [`/en/${faultyPath}`, `/en/${faultyPath}?page=x`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(500);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading')).toHaveCount(0);
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    }
    await context.close();
  });
});

/**
 * The shop API answers this page's lookup only after a minute while API_TEST_FAULTS=1
 * (shop-api/src/test-faults), longer than the storefront waits for it (10 s).
 */
const slowPath = '__test__/slow';

test.describe('a page the shop API is too slow to serve', () => {
  test.setTimeout(90_000);

  test('answers the document 503 with Retry-After', async ({ request }) => {
    const response = await request.get(`/cs/${slowPath}`, { timeout: 60_000 });
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBe('30');
    expect(response.headers()['content-type']).toContain('text/html');
  });

  test('tells the shopper the shop is busy, with a retry that loads the page again', async ({ page }) => {
    const response = await page.goto(`/en/${slowPath}`, { timeout: 60_000 });
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The shop is busy');
    await expect(page).toHaveTitle('The shop is busy');
    await expect(page.getByText('Error 503')).toBeVisible();
    await expectNoAxeViolations(page);
    const reloaded = page.waitForResponse(
      (answer) => answer.request().resourceType() === 'document' && answer.url().endsWith(slowPath),
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await reloaded).status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The shop is busy');
  });
});

test('a bad order id (failed route check) answers 404 with the not-found page', async ({ page, context, baseURL }) => {
  // The customer area needs a session; the route guard treats the refresh cookie as one.
  await context.addCookies([{ name: 'refresh_token', value: 'x', url: baseURL ?? '' }]);
  const response = await page.goto('/en/customer/order/abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('Page not found: /en/customer/order/abc')).toBeVisible();
});

test('a bad order id answers the 404 page rendered on the server', async ({ request }) => {
  const response = await request.get('/cs/zakaznik/objednavka/abc', { headers: { Cookie: 'refresh_token=x' } });
  expect(response.status()).toBe(404);
  const markup = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
  expect(markup).toContain('<html lang="cs"');
  expect(markup).toContain('<title>Stránka nenalezena | Lumen Store</title>');
  expect(markup).toContain('Stránka nenalezena: /cs/zakaznik/objednavka/abc</p>');
});

test('an unknown catalogue path names the missing path on the 404 page', async ({ page }) => {
  const response = await page.goto('/cs/tahle-stranka-neexistuje');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Stránka nenalezena: /cs/tahle-stranka-neexistuje')).toBeVisible();
});

test('latest.json answers the running build id, uncached', async ({ request }) => {
  const response = await request.get(`/latest.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = (await response.json()) as { id: string };
  expect(body.id).toMatch(/^\S+$/);
});

/** Marks the current document; a client-side navigation keeps the mark, a full page load drops it. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

test.describe('build freshness', () => {
  test('navigates client-side while the build is current', async ({ page }) => {
    await page.goto('/en/search');
    await markDocument(page);
    await page.getByRole('banner').getByRole('link', { name: 'Lumen Store' }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test('loads the next page in full once latest.json reports another build', async ({ page }) => {
    await page.clock.install();
    let checks = 0;
    await page.route('**/latest.json?t=*', async (route) => {
      checks++;
      await route.fulfill({ json: { id: 'a-newer-build' }, headers: { 'Cache-Control': 'no-store' } });
    });
    await page.goto('/en/search');
    await markDocument(page);
    // The check's timer starts once the page has hydrated, which may be after `goto` returns: move
    // time past the interval until a check has run.
    await expect
      .poll(async () => {
        await page.clock.fastForward('05:01');
        return checks;
      })
      .toBeGreaterThan(0);
    await page.getByRole('banner').getByRole('link', { name: 'Lumen Store' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect.poll(() => sameDocument(page)).toBe(false);
  });

  test('loads the next page in full after a chunk failed to load', async ({ page }) => {
    await page.goto('/en/search');
    await markDocument(page);
    await page.evaluate(() => {
      const reason = Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' });
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }));
    });
    await page.getByRole('banner').getByRole('link', { name: 'Lumen Store' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect.poll(() => sameDocument(page)).toBe(false);
  });
});

test('the loading bar shows on a slow navigation, hidden from assistive technology, and goes away', async ({
  page,
}) => {
  // Slow down every client navigation (and prefetch) of the app router by 1.5 s.
  await page.route(/[?&]_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/en/search');
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Lumen Store' }).click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(page).toHaveURL(/\/en$/);
  await expect(bar).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lumen Store');
});
