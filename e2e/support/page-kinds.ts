import type { APIRequestContext } from '@playwright/test';
import { locales, routeTableLanguages, type Locale } from '@contract/locales';
import { listingParamNames } from '@contract/listing/listing-params';
import type { ShopInfo } from '@contract/shop-info';
import { apiGet } from './shop-api';

type Urls = Record<Locale, string>;

/** One page of a kind in one language, as a shopper or crawler reaches it (path with query). */
export interface KindPage {
  kind: string;
  locale: Locale;
  path: string;
  /** The status the page answers: 200, or 404 for the not-found page. */
  status: number;
}

interface SitemapEntry {
  kind: string;
  urls: Urls;
}

interface ProductFilters {
  filters: { id: string; type: string; items: { value: string }[] }[];
}

/**
 * Every page kind of the shop in every language, read from the shop API (its sitemap, products,
 * filters and route table), so the list follows the demo data instead of hard-coding it: home,
 * category (also filtered, and a later page with another page size), brand, product (also with
 * variations), blog, article category, article, static page, search results, the 404 page, and
 * the app routes a visitor reaches without signing in (login, password reset, cart).
 */
export async function pageKinds(request: APIRequestContext): Promise<KindPage[]> {
  const [sitemap, products, info] = await Promise.all([
    apiGet<{ items: SitemapEntry[] }>(request, 'sitemap/1'),
    apiGet<{ items: { id: number; has_variations: boolean; _embedded: { urls: Urls } }[] }>(
      request,
      'products?per_page=100&embed=urls',
    ),
    apiGet<ShopInfo>(request, 'shop-info'),
  ]);
  const firstOf = (kind: string) => {
    const entry = sitemap.items.find((item) => item.kind === kind);
    if (!entry) throw new Error(`the demo shop's sitemap lists no ${kind}`);
    return entry.urls;
  };
  const withVariations = products.items.find((p) => p.has_variations)?._embedded.urls;
  const plain = products.items.find((p) => !p.has_variations)?._embedded.urls;
  if (!withVariations || !plain) throw new Error('the demo shop has products with and without variations');
  const category = firstOf('category');
  const categoryId = (await apiGet<{ items: { id: number }[] }>(request, 'categories?per_page=1')).items[0]?.id;

  const pages: KindPage[] = [];
  for (const locale of locales) {
    const language = routeTableLanguages[locale];
    const names = listingParamNames[locale];
    const add = (kind: string, path: string, status = 200) => pages.push({ kind, locale, path, status });
    const filters = await apiGet<ProductFilters>(request, `product-filters?category_id=${categoryId}`, locale);
    const brandFilter = filters.filters.find((f) => f.id === names.brand && f.items.length > 0);
    const search = info.routes.search;
    const login = info.routes.login?.slug[language];
    const passwordReset = info.routes['password-reset']?.slug[language];
    const cart = info.routes.cart?.slug[language];

    add('home', `/${locale}`);
    add('category', `/${locale}/${category[locale]}`);
    add('category page 2', `/${locale}/${category[locale]}?${names.perPage}=12&${names.page}=2`);
    if (brandFilter)
      add('filtered category', `/${locale}/${category[locale]}?${names.brand}=${brandFilter.items[0]?.value}`);
    add('sorted category', `/${locale}/${category[locale]}?${names.sort}=price-asc`);
    add('brand', `/${locale}/${firstOf('brand')[locale]}`);
    add('product', `/${locale}/${plain[locale]}`);
    add('product with variations', `/${locale}/${withVariations[locale]}`);
    add('blog', `/${locale}/${firstOf('blog-list')[locale]}`);
    add('article category', `/${locale}/${firstOf('article-category')[locale]}`);
    add('article', `/${locale}/${firstOf('article')[locale]}`);
    add('static page', `/${locale}/${firstOf('static-page')[locale]}`);
    if (search)
      add('search results', `/${locale}/${search.slug[language]}?${search.queries.query?.[language]}=nordvik`);
    add('not found', `/${locale}/no-such-page-anywhere`, 404);
    if (login) add('login', `/${locale}/${login}`);
    if (passwordReset) add('password reset', `/${locale}/${passwordReset}`);
    if (cart) add('cart', `/${locale}/${cart}`);
  }
  return pages;
}
