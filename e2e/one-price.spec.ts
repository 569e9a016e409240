import { expect, test, type Page } from '@playwright/test';
import { listingParamNames } from '../contract/listing/listing-params';
import { plainProducts } from './support/plain-products';
import { apiGet } from './support/shop-api';

/**
 * One price everywhere: every product card (category listings, brand pages, the home page's
 * featured products) shows the price the product's own page shows, the discounted one with the
 * original struck through while a discount runs. Read from the server HTML, without JavaScript,
 * as a crawler and a shopper's first paint see it.
 */
test.use({ javaScriptEnabled: false });

type Locale = 'cs' | 'en';
interface Shown {
  price: string;
  original: string | null;
}
interface HomePage {
  model: { categories: { _embedded: { urls: Record<Locale, string> } }[] };
}
interface ListedProduct {
  id: number;
  _embedded: { urls: Record<Locale, string> };
}
interface Brand {
  _embedded: { urls: Record<Locale, string> };
}

const text = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();

/** Every card on the page: its link's path and the price it shows. */
async function cardsOn(page: Page): Promise<Map<string, Shown>> {
  const cards = await page.getByTestId('product-card').evaluateAll((articles) =>
    articles.map((card) => ({
      href: new URL(card.querySelector('h3 a')?.getAttribute('href') ?? '', location.href).pathname,
      price: card.querySelector('[data-testid="price"]')?.textContent ?? '',
      original: card.querySelector('[data-testid="original-price"]')?.textContent ?? null,
    })),
  );
  return new Map(
    cards.map((c) => [decodeURIComponent(c.href), { price: text(c.price), original: c.original && text(c.original) }]),
  );
}

/** The cards of a listing, page after page (a page past the last leads back to the plain listing). */
async function listingCards(page: Page, path: string, locale: Locale): Promise<Map<string, Shown>> {
  const names = listingParamNames[locale];
  const all = new Map<string, Shown>();
  for (let n = 1; n <= 20; n++) {
    const response = await page.goto(`${path}?${names.perPage}=96${n > 1 ? `&${names.page}=${n}` : ''}`);
    expect(response?.status(), path).toBe(200);
    if (n > 1 && !new URL(page.url()).search.includes(`${names.page}=${n}`)) break;
    const cards = await cardsOn(page);
    if (cards.size === 0) break;
    for (const [href, shown] of cards) all.set(href, shown);
  }
  return all;
}

for (const locale of ['cs', 'en'] as const) {
  test(`every product's card shows the price of its product page (${locale})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const home = await apiGet<HomePage>(request, 'page', locale);
    const brands = await apiGet<{ items: Brand[] }>(request, 'brands?paginate=0&embed=urls', locale);
    const products = await apiGet<{ items: ListedProduct[] }>(request, 'products?paginate=0&embed=urls', locale);
    // e2e/revalidation.spec.ts changes this product's price while the suite runs: its pages may disagree for a moment.
    const changing = (await plainProducts(request, locale)).at(-1)?.urls[locale];

    const cards = new Map<string, Shown[]>();
    const add = (found: Map<string, Shown>) => {
      for (const [href, shown] of found) cards.set(href, [...(cards.get(href) ?? []), shown]);
    };
    await page.goto(`/${locale}`);
    add(await cardsOn(page));
    for (const category of home.model.categories)
      add(await listingCards(page, `/${locale}/${category._embedded.urls[locale]}`, locale));
    for (const brand of brands.items)
      add(await listingCards(page, `/${locale}/${brand._embedded.urls[locale]}`, locale));

    const productPaths = products.items.map((p) => `/${locale}/${p._embedded.urls[locale]}`);
    expect([...cards.keys()].sort(), 'every listed product has a card somewhere').toEqual(
      expect.arrayContaining(productPaths),
    );
    let discounted = 0;
    for (const path of productPaths) {
      if (path === `/${locale}/${changing}`) continue;
      await page.goto(path);
      const panel = page.getByTestId('purchase-panel');
      const onPage: Shown = {
        price: text(await panel.getByTestId('price').textContent()),
        original: (await panel.getByTestId('original-price').count())
          ? text(await panel.getByTestId('original-price').textContent())
          : null,
      };
      if (onPage.original) discounted++;
      for (const shown of cards.get(path) ?? []) expect(shown, path).toEqual(onPage);
    }
    expect(discounted, 'the demo shop has discounted products').toBeGreaterThan(0);
  });
}
