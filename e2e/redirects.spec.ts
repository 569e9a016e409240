import { expect, test } from '@playwright/test';
import { apiGet } from './support/shop-api';

interface RedirectPage {
  kind: 'redirect';
  destination: string;
  statusCode: number;
}

test('an old product path moves permanently to the current one', async ({ request }) => {
  const answer = await apiGet<RedirectPage>(request, 'page/old-t-shirt');
  expect(answer.kind).toBe('redirect');
  const response = await request.get('/en/old-t-shirt', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe(answer.destination);
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
  expect(response.headers().location).toBe('https://example.com/blog');
});
