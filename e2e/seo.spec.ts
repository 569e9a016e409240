import { expect, test, type Page } from '@playwright/test';
import { apiGet } from './support/shop-api';

/** Products with SEO flags set by the demo seed (shop-api/src/seed/seo-flags.ts). */
const notOnSitemap = 78;
const noIndexNoFollow = 79;

type Urls = { cs: string; sk: string; en: string };
interface Record {
  id: number;
  name: string;
  _embedded: { urls: Urls };
}

const meta = (page: Page, name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
const property = (page: Page, name: string) => page.locator(`meta[property="${name}"]`).getAttribute('content');

async function jsonLd(page: Page): Promise<{ '@type': string; [key: string]: unknown }[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => JSON.parse(text) as { '@type': string }[] | { '@type': string });
}

async function expectAlternates(page: Page, origin: string, urls: Urls) {
  const expected: [string, string][] = [
    ['cs', `${origin}/cs/${urls.cs}`],
    ['sk', `${origin}/sk/${urls.sk}`],
    ['en', `${origin}/en/${urls.en}`],
    ['x-default', `${origin}/en/${urls.en}`],
  ];
  for (const [hreflang, href] of expected) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', href);
  }
}

test('a product page carries its title, description, canonical, hreflang, robots, Open Graph and breadcrumbs JSON-LD', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await apiGet<Record & { meta_title: string | null; meta_description: string | null }>(
    request,
    'products/1?embed=urls',
  );
  const origin = new URL(baseURL ?? '').origin;
  const response = await page.goto(`/en/${product._embedded.urls.en}`);
  expect(response?.status()).toBe(200);

  await expect(page).toHaveTitle(product.meta_title ?? product.name);
  expect(await meta(page, 'description')).toBe(product.meta_description);
  expect(await meta(page, 'robots')).toBe('index, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/en/${product._embedded.urls.en}`,
  );
  await expectAlternates(page, origin, product._embedded.urls);

  expect(await property(page, 'og:title')).toBe(product.meta_title ?? product.name);
  expect(await property(page, 'og:description')).toBe(product.meta_description);
  expect(await property(page, 'og:url')).toBe(`${origin}/en/${product._embedded.urls.en}`);
  expect(await property(page, 'og:locale')).toBe('en_US');
  expect(await property(page, 'og:image')).toMatch(/^https?:\/\/.+\/images\/\d+\.webp$/);

  const breadcrumbs = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList');
  const items = breadcrumbs?.itemListElement as { position: number; name: string; item?: string }[];
  expect(items[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/en` });
  expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
  expect(items.at(-1)?.name).toBe(product.name);
  for (const crumb of items.slice(0, -1)) expect(crumb.item).toMatch(new RegExp(`^${origin}/en`));
});

test('a product page describes the product in JSON-LD (offers, availability)', async ({ page, request }) => {
  const product = await apiGet<Record>(request, 'products/1?embed=urls');
  await page.goto(`/en/${product._embedded.urls.en}`);
  const data = (await jsonLd(page)).find((item) => item['@type'] === 'Product');
  expect(data).toMatchObject({ '@context': 'https://schema.org', name: product.name });
  const offers = (Array.isArray(data?.offers) ? data.offers[0] : data?.offers) as {
    price?: unknown;
    priceCurrency?: string;
    availability?: string;
  };
  expect(offers.priceCurrency).toBe('EUR');
  expect(offers.availability).toMatch(/^https:\/\/schema\.org\//);
});

test('a category page in Czech carries its metadata, alternates and breadcrumbs JSON-LD', async ({
  page,
  request,
  baseURL,
}) => {
  const { items } = await apiGet<{
    items: (Record & { meta_title: string | null; meta_description: string | null })[];
  }>(request, 'categories?per_page=1&embed=urls', 'cs');
  const category = items[0];
  if (!category) throw new Error('the demo shop has categories');
  const origin = new URL(baseURL ?? '').origin;
  const response = await page.goto(`/cs/${category._embedded.urls.cs}`);
  expect(response?.status()).toBe(200);

  await expect(page).toHaveTitle(category.meta_title ?? category.name);
  expect(await meta(page, 'description')).toBe(category.meta_description);
  expect(await meta(page, 'robots')).toBe('index, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/cs/${category._embedded.urls.cs}`,
  );
  await expectAlternates(page, origin, category._embedded.urls);
  expect(await property(page, 'og:locale')).toBe('cs_CZ');
  expect(await property(page, 'og:title')).toBeTruthy();
  expect(await property(page, 'og:image')).toBeTruthy();

  const breadcrumbs = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList');
  const crumbs = breadcrumbs?.itemListElement as { name: string; item?: string }[];
  expect(crumbs[0]).toMatchObject({ name: 'Domů', item: `${origin}/cs` });
  expect(crumbs.at(-1)).toMatchObject({ name: category.name, item: `${origin}/cs/${category._embedded.urls.cs}` });
});

test('a product that asks not to be indexed says noindex, nofollow to crawlers', async ({ page, request }) => {
  const product = await apiGet<Record>(request, `products/${noIndexNoFollow}?embed=urls`);
  await page.goto(`/en/${product._embedded.urls.en}`);
  expect(await meta(page, 'robots')).toBe('noindex, nofollow');
});

test('the home page and a later listing page have their own canonical URLs', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/sk');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/sk`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/en`);
  expect(await meta(page, 'description')).toBeTruthy();
});

test('sitemap.xml indexes the sitemap files, which list every language with alternates and leave out non-sitemap products', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(files[0]).toBe(`${origin}/sitemaps/1.xml`);

  const xml = (await Promise.all(files.map(async (file) => (await request.get(new URL(file).pathname)).text()))).join(
    '\n',
  );
  const product = await apiGet<Record>(request, 'products/1?embed=urls');
  for (const locale of ['cs', 'sk', 'en'] as const) {
    expect(xml).toContain(`<loc>${origin}/${locale}/${product._embedded.urls[locale]}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="${locale}" href="${origin}/${locale}/${product._embedded.urls[locale]}"/>`,
    );
  }
  expect(xml).toContain(`<loc>${origin}/cs</loc>`);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  for (const id of [notOnSitemap, noIndexNoFollow]) {
    const hidden = await apiGet<Record>(request, `products/${id}?embed=urls`);
    expect(xml).not.toContain(`/en/${hidden._embedded.urls.en}<`);
  }
  expect((await request.get('/sitemaps/999.xml')).status()).toBe(404);
});

test('robots.txt allows the catalogue, keeps crawlers out of carts, accounts and search results, and links the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *\nAllow: /');
  for (const path of ['/cs/kosik', '/en/my-cart', '/cs/zakaznik/', '/en/login', '/cs/vyhledavani?', '/en/search?'])
    expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${new URL(baseURL ?? '').origin}/sitemap.xml`);
});

test('the shop has an icon, and /favicon.ico is a real icon', async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\//);
  await page.goto('/en');
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon|favicon/);
});
