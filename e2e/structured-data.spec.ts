import { expect, test, type APIRequestContext } from '@playwright/test';
import { pageKinds } from './support/page-kinds';
import { apiGet } from './support/shop-api';

type Thing = { '@type': string; [key: string]: unknown };

/** The JSON-LD of a page's server HTML, each script parsed (a script that does not parse fails the test). */
async function jsonLdOf(request: APIRequestContext, path: string): Promise<Thing[]> {
  const html = await (await request.get(path)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1] ?? '');
  return scripts.flatMap((text) => JSON.parse(text) as Thing | Thing[]);
}

const ofType = (items: Thing[], type: string) => items.filter((item) => item['@type'] === type);

/** What each page kind's structured data must hold, beyond parsing. */
const required: Record<string, string[]> = {
  home: ['Organization', 'WebSite'],
  category: ['BreadcrumbList'],
  brand: ['BreadcrumbList'],
  product: ['Product', 'BreadcrumbList'],
  'product with variations': ['Product', 'BreadcrumbList'],
  blog: ['BreadcrumbList'],
  'article category': ['BreadcrumbList'],
  article: ['BlogPosting', 'BreadcrumbList'],
};

test('every page kind’s JSON-LD parses and has the types and properties search engines require', async ({
  request,
}) => {
  test.setTimeout(180_000);
  for (const page of (await pageKinds(request)).filter((p) => p.kind in required)) {
    const items = await jsonLdOf(request, page.path);
    for (const item of items) expect(item['@context'], page.path).toBe('https://schema.org');
    for (const type of required[page.kind] ?? [])
      expect(ofType(items, type), `${type} on ${page.path}`).toHaveLength(1);
    for (const list of ofType(items, 'BreadcrumbList')) {
      const crumbs = list.itemListElement as { position: number; name: string }[];
      expect(crumbs.length, page.path).toBeGreaterThan(0);
      for (const crumb of crumbs) expect(crumb.name, page.path).toBeTruthy();
    }
    for (const product of ofType(items, 'Product')) {
      expect(product.name, page.path).toBeTruthy();
      const offers = [product.offers].flat() as { price: number; priceCurrency: string; availability: string }[];
      for (const offer of offers) {
        expect(offer.price, page.path).toBeGreaterThan(0);
        expect(offer.priceCurrency, page.path).toMatch(/^[A-Z]{3}$/);
        expect(offer.availability, page.path).toMatch(/^https:\/\/schema\.org\//);
      }
    }
  }
});

test('the home page names the shop with its logo and offers a site search in the page’s language', async ({
  request,
}) => {
  for (const [locale, searchPath] of [
    ['cs', '/cs/vyhledavani?dotaz='],
    ['sk', '/sk/vyhladavanie?dopyt='],
    ['en', '/en/search?query='],
  ] as const) {
    const items = await jsonLdOf(request, `/${locale}`);
    const [organization] = ofType(items, 'Organization');
    expect(organization?.name).toBe('Lumen Store');
    const logo = (organization?.logo as { url: string }).url;
    expect((await request.get(logo)).status()).toBe(200);
    const [website] = ofType(items, 'WebSite');
    expect(website).toMatchObject({ inLanguage: locale, publisher: { '@id': organization?.['@id'] } });
    const action = website?.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
    expect(action['query-input']).toBe('required name=search_term_string');
    expect(action.target.urlTemplate).toContain(`${searchPath}{search_term_string}`);
    const search = await request.get(action.target.urlTemplate.replace('{search_term_string}', 'nordvik'));
    expect(search.status()).toBe(200);
  }
});

test('an article’s BlogPosting names its dates and the shop as publisher with a logo', async ({ request }) => {
  const article = (await pageKinds(request)).find((p) => p.kind === 'article' && p.locale === 'en');
  const [posting] = ofType(await jsonLdOf(request, article?.path ?? ''), 'BlogPosting');
  expect(posting?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(posting?.dateModified).toBe(posting?.datePublished);
  const publisher = posting?.publisher as { '@type': string; name: string; logo: { url: string } };
  expect(publisher).toMatchObject({ '@type': 'Organization', name: 'Lumen Store' });
  expect((await request.get(publisher.logo.url)).status()).toBe(200);
});

test('a product names its part number, and a discount with an end date says until when its price holds', async ({
  request,
}) => {
  const { items } = await apiGet<{
    items: {
      mpn: string | null;
      _embedded: { urls: { en: string }; discount_valid_to: string | null; discount_percents: number | null };
    }[];
  }>(request, 'products?per_page=100&embed=urls,discount_percents,discount_valid_to');
  const ending = items.find((p) => p._embedded.discount_percents && p._embedded.discount_valid_to);
  const open = items.find((p) => p._embedded.discount_percents && !p._embedded.discount_valid_to);
  if (!ending || !open) throw new Error('the demo shop has discounts with and without an end date');

  const [product] = ofType(await jsonLdOf(request, `/en/${ending._embedded.urls.en}`), 'Product');
  expect(product?.mpn).toBe(ending.mpn);
  // Each offer (one per variation when the product has some) runs on the product's discount.
  for (const offer of [product?.offers].flat() as { priceValidUntil?: string }[])
    expect(offer.priceValidUntil).toBe(ending._embedded.discount_valid_to?.slice(0, 10));
  const [openProduct] = ofType(await jsonLdOf(request, `/en/${open._embedded.urls.en}`), 'Product');
  for (const offer of [openProduct?.offers].flat() as { priceValidUntil?: string }[])
    expect(offer).not.toHaveProperty('priceValidUntil');
});

test('pages carry the picture’s alt text for Twitter cards, and static pages a description', async ({ request }) => {
  const pages = await pageKinds(request);
  for (const page of pages.filter((p) => ['product', 'article', 'static page', 'category'].includes(p.kind))) {
    const html = await (await request.get(page.path)).text();
    expect(html, page.path).toMatch(/<meta name="twitter:image:alt" content="[^"]+"/);
    expect(html, page.path).toMatch(/<meta name="description" content="[^"]{20,}"/);
  }
});
