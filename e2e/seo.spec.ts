import { expect, test, type Page } from '@playwright/test';
import { pageKinds } from './support/page-kinds';
import { apiGet } from './support/shop-api';

/** Products with SEO flags set by the demo seed (shop-api/seed/seo-flags.ts). */
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
  expect(items[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Lumen Store', item: `${origin}/en` });
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
  expect(crumbs[0]).toMatchObject({ name: 'Lumen Store', item: `${origin}/cs` });
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

test('robots.txt keeps crawlers out of carts, accounts and search results in one group every parser reads alike, and links the sitemap at the configured address', async ({
  request,
  baseURL,
}) => {
  // The Host a request names must not leak into robots.txt: the sitemap is at the configured site URL.
  const response = await request.get('/robots.txt', { headers: { Host: 'elsewhere.example' } });
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').filter((line) => line !== '');
  expect(lines[0]).toBe('User-agent: *');
  expect(lines.filter((line) => /^user-agent:/i.test(line))).toHaveLength(1);
  expect(lines.filter((line) => /^allow:/i.test(line))).toEqual([]);
  for (const path of ['/cs/kosik', '/en/my-cart', '/cs/zakaznik/', '/en/login', '/cs/vyhledavani?', '/en/search?'])
    expect(lines).toContain(`Disallow: ${path}`);
  expect(lines.at(-1)).toBe(`Sitemap: ${new URL(baseURL ?? '').origin}/sitemap.xml`);
});

test('the shop has an icon, and /favicon.ico is a real icon', async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\//);
  await page.goto('/en');
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon|favicon/);
});

/** `<link>` targets of raw HTML (what a crawler reads without running scripts). */
function linkHrefs(html: string, rel: string): { hreflang: string | null; href: string }[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)].flatMap(([tag]) => {
    if (!new RegExp(`\\brel="${rel}"`, 'i').test(tag)) return [];
    const href = /\bhref="([^"]*)"/i.exec(tag)?.[1]?.replace(/&amp;/g, '&');
    const hreflang = /\bhreflang="([^"]*)"/i.exec(tag)?.[1] ?? null;
    return href ? [{ hreflang, href }] : [];
  });
}

const listingKinds = new Set([
  'category',
  'category page 2',
  'filtered category',
  'sorted category',
  'brand',
  'blog',
  'article category',
  'search results',
]);

test('every canonical and hreflang link a listing declares answers 200, and cs, sk and en agree', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const pages = (await pageKinds(request)).filter((page) => listingKinds.has(page.kind));
  const checked = new Map<string, number>();
  const canonicalOf = new Map<string, string>();
  for (const page of pages) {
    const html = await (await request.get(page.path)).text();
    const [canonical, ...more] = linkHrefs(html, 'canonical');
    expect(more, page.path).toEqual([]);
    expect(canonical?.href, page.path).toMatch(new RegExp(`^${origin}/${page.locale}(/|\\?|$)`));
    canonicalOf.set(`${page.kind} ${page.locale}`, canonical?.href ?? '');
    const alternates = linkHrefs(html, 'alternate').filter((link) => link.hreflang);
    // The page in its own language is the canonical one.
    expect(alternates.find((link) => link.hreflang === page.locale)?.href, page.path).toBe(canonical?.href);
    for (const href of [canonical, ...alternates].map((link) => link?.href)) {
      if (!href || checked.has(href)) continue;
      checked.set(href, (await request.get(href, { maxRedirects: 0 })).status());
      expect(checked.get(href), `${href} (declared by ${page.path})`).toBe(200);
    }
  }
  // A later page with another page size is its own canonical, in each language's parameter names.
  expect(canonicalOf.get('category page 2 en')).toMatch(/\?per-page=12&page=2$/);
  expect(canonicalOf.get('category page 2 cs')).toMatch(/\?na-strance=12&strana=2$/);
  expect(canonicalOf.get('category page 2 sk')).toMatch(/\?na-stranu=12&strana=2$/);
  // Filtered and sorted lists point at the plain listing.
  for (const locale of ['cs', 'sk', 'en']) {
    expect(canonicalOf.get(`filtered category ${locale}`)).toBe(canonicalOf.get(`category ${locale}`));
    expect(canonicalOf.get(`sorted category ${locale}`)).toBe(canonicalOf.get(`category ${locale}`));
  }
});

test('a listing page agrees on its alternates across languages, and a filtered one is noindex, follow', async ({
  page,
}) => {
  await page.goto('/cs/obleceni?na-strance=12&strana=2');
  const enHref = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
  await page.goto(enHref ?? '');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', enHref ?? '');
  await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute(
    'href',
    /\/cs\/obleceni\?na-strance=12&strana=2$/,
  );
  await page.goto('/en/clothing?sort=price-asc');
  expect(await meta(page, 'robots')).toBe('noindex, follow');
});
