import { expect, test, type APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { listingParamNames } from '../contract/listing/listing-params';
import { plainProducts } from './support/plain-products';
import { apiGet } from './support/shop-api';

/**
 * One price everywhere: every product card (category listings, brand pages, the home page's
 * featured products) shows the price the product's own page shows, the discounted one with the
 * original struck through while a discount runs. Read from the server HTML, as a crawler and a
 * shopper's first paint see it (fetched and parsed without a browser: it is ~100 pages a language).
 */

type Locale = 'cs' | 'en';
interface Shown {
  price: string;
  original: string | null;
}
interface HomePage {
  model: { categories: { _embedded: { urls: Record<Locale, string> } }[] };
}
interface Linked {
  _embedded: { urls: Record<Locale, string> };
}

const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

async function documentAt(request: APIRequestContext, path: string): Promise<{ url: URL; doc: Document }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { url: new URL(response.url()), doc: new JSDOM(await response.text()).window.document };
}

function shownIn(root: Element): Shown {
  const original = root.querySelector('[data-testid="original-price"]');
  return {
    price: text(root.querySelector('[data-testid="price"]')?.textContent),
    original: original && text(original.textContent),
  };
}

/** Every card on the page: its link's path and the price it shows. */
function cardsIn(doc: Document): Map<string, Shown> {
  const cards = [...doc.querySelectorAll('[data-testid="product-card"]')];
  return new Map(
    cards.map((card) => [decodeURIComponent(card.querySelector('h3 a')?.getAttribute('href') ?? ''), shownIn(card)]),
  );
}

/** The cards of a listing, page after page (a page past the last leads back to the plain listing). */
async function listingCards(request: APIRequestContext, path: string, locale: Locale): Promise<Map<string, Shown>> {
  const names = listingParamNames[locale];
  const all = new Map<string, Shown>();
  for (let n = 1; n <= 20; n++) {
    const { url, doc } = await documentAt(request, `${path}?${names.perPage}=96${n > 1 ? `&${names.page}=${n}` : ''}`);
    if (n > 1 && !url.search.includes(`${names.page}=${n}`)) break;
    const cards = cardsIn(doc);
    if (cards.size === 0) break;
    for (const [href, shown] of cards) all.set(href, shown);
  }
  return all;
}

for (const locale of ['cs', 'en'] as const) {
  test(`every product's card shows the price of its product page (${locale})`, async ({ request }) => {
    test.setTimeout(120_000);
    const home = await apiGet<HomePage>(request, 'page', locale);
    const brands = await apiGet<{ items: Linked[] }>(request, 'brands?paginate=0&embed=urls', locale);
    const products = await apiGet<{ items: Linked[] }>(request, 'products?paginate=0&embed=urls', locale);
    // e2e/revalidation.spec.ts changes this product's price while the suite runs: its pages may disagree for a moment.
    const changing = (await plainProducts(request, locale)).at(-1)?.urls[locale];

    const cards = new Map<string, Shown[]>();
    const add = (found: Map<string, Shown>) => {
      for (const [href, shown] of found) cards.set(href, [...(cards.get(href) ?? []), shown]);
    };
    add(cardsIn((await documentAt(request, `/${locale}`)).doc));
    const listings = [...home.model.categories, ...brands.items].map((l) => `/${locale}/${l._embedded.urls[locale]}`);
    for (const found of await Promise.all(listings.map((path) => listingCards(request, path, locale)))) add(found);

    const productPaths = products.items
      .map((p) => `/${locale}/${p._embedded.urls[locale]}`)
      .filter((path) => path !== `/${locale}/${changing}`);
    expect([...cards.keys()], 'every listed product has a card somewhere').toEqual(
      expect.arrayContaining(productPaths),
    );
    let discounted = 0;
    for (let i = 0; i < productPaths.length; i += 4) {
      await Promise.all(
        productPaths.slice(i, i + 4).map(async (path) => {
          const panel = (await documentAt(request, path)).doc.querySelector('[data-testid="purchase-panel"]');
          expect(panel, path).not.toBeNull();
          const onPage = shownIn(panel as Element);
          if (onPage.original) discounted++;
          for (const shown of cards.get(path) ?? []) expect(shown, path).toEqual(onPage);
        }),
      );
    }
    expect(discounted, 'the demo shop has discounted products').toBeGreaterThan(0);
  });
}
