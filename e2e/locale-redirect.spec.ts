import { expect, test } from '@playwright/test';

test.describe('the root path chooses a language and redirects', () => {
  for (const [acceptLanguage, expected] of [
    ['cs-CZ,cs;q=0.9,en;q=0.5', '/cs'],
    ['sk-SK,sk;q=0.9', '/sk'],
    ['en-GB,en;q=0.9', '/en'],
    ['de-DE,de;q=0.9', '/en'],
  ] as const) {
    test(`Accept-Language ${acceptLanguage} → ${expected}`, async ({ request }) => {
      const response = await request.get('/', { headers: { 'Accept-Language': acceptLanguage }, maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(expected);
    });
  }

  test('the locale cookie wins over Accept-Language', async ({ request }) => {
    const response = await request.get('/', {
      headers: { 'Accept-Language': 'cs-CZ', Cookie: 'NEXT_LOCALE=sk' },
      maxRedirects: 0,
    });
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/sk');
  });

  test('a visit remembers the language for a year', async ({ page, context }) => {
    await page.goto('/sk');
    // Written by the browser after hydration: a cached page sets no cookie (docs/security-headers.md).
    const localeCookie = async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    await expect.poll(async () => (await localeCookie())?.value).toBe('sk');
    const cookie = await localeCookie();
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(360);
  });
});
