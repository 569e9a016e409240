import { expect, test } from '@playwright/test';
import { plainProducts } from './support/plain-products';
import { apiUrl } from './support/shop-api';

/**
 * Catalogue paths without a query string are served from the full route cache of their render
 * variant; with one, the dynamic route renders them. Both keep the right status codes.
 */

test('a product page is rendered once per variant, then served from the cache', async ({ request }) => {
  const product = (await plainProducts(request, 'cs'))[0]!;
  const url = `/cs/${product.urls.cs}`;
  await request.get(url);
  const again = await request.get(url);
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');

  // The same URL with other price cookies is another variant with other prices, cached on its own.
  const apiEur = await request.get(`${apiUrl}/products/${product.id}`, {
    headers: { 'Language-Preference': 'cs', 'Currency-Preference': 'EUR' },
  });
  const eur = ((await apiEur.json()) as { price: { formatted: string } }).price.formatted.replace(/\s+/g, ' ');
  const headers = { Cookie: 'currency=EUR; price_tax=without' };
  await request.get(url, { headers });
  const variant = await request.get(url, { headers });
  expect(variant.headers()['x-nextjs-cache']).toBe('HIT');
  expect((await variant.text()).replace(/\s+/g, ' ')).toContain(`data-testid="price">${eur}<`);
});

for (const [route, query] of [
  ['cached', ''],
  ['dynamic', '?page=1'],
] as const) {
  test(`status codes stay right on the ${route} route`, async ({ request }) => {
    expect((await request.get(`/en/no-such-page-anywhere${query}`)).status()).toBe(404);
    expect((await request.get(`/en/no-such-page-anywhere${query}`)).status()).toBe(404);
    // Next.js 16.4 repeats the Location header (same value) on the response that first renders a
    // cached redirect; browsers accept that, so the value is checked on the next, cached answer.
    expect((await request.get(`/en/old-t-shirt${query}`, { maxRedirects: 0 })).status()).toBe(308);
    const moved = await request.get(`/en/old-t-shirt${query}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(/^\/en\/[^/?]+$/);
    expect((await request.get(`/en/our-blog-old${query}`, { maxRedirects: 0 })).status()).toBe(307);
    const external = await request.get(`/en/our-blog-old${query}`, { maxRedirects: 0 });
    expect(external.status()).toBe(307);
    expect(external.headers().location).toBe('https://example.com/blog');
  });
}

test('the internal cached route cannot be addressed from outside', async ({ request }) => {
  expect((await request.get('/en/cached/eur-with')).status()).toBe(404);
  expect((await request.get('/en/cached/czk-without/old-t-shirt?page=2')).status()).toBe(404);
});
