import { expect, test } from '@playwright/test';
import { apiGet } from './support/shop-api';

interface RedirectPage {
  kind: 'redirect';
  destination: string;
  statusCode: number;
}

/**
 * The redirect target as a browser reads it. Next.js 16.4 repeats the Location header (same value)
 * on the response that first renders a cached redirect (see e2e/cached-pages.spec.ts); browsers
 * take the one value, so a repeat of the same value is accepted and any other value is not.
 */
function locationOf(headers: Record<string, string>): string[] {
  return [...new Set((headers.location ?? '').split(', '))];
}

test('an old product path moves permanently to the current one', async ({ request }) => {
  const answer = await apiGet<RedirectPage>(request, 'page/old-t-shirt');
  expect(answer.kind).toBe('redirect');
  const response = await request.get('/en/old-t-shirt', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(locationOf(response.headers())).toEqual([answer.destination]);
});

test('following a redirect inside the app ends on the page', async ({ page, request }) => {
  const answer = await apiGet<RedirectPage>(request, 'page/old-t-shirt');
  await page.goto('/en/old-t-shirt');
  await expect(page).toHaveURL(answer.destination);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an external redirect leaves the shop with a full load', async ({ request }) => {
  const response = await request.get('/en/our-blog-old', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(locationOf(response.headers())).toEqual(['https://example.com/blog']);
});
