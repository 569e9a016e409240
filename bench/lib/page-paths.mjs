// Finds real storefront paths of each page kind by asking the shop API (its home page answer and
// its lists), then checks each path with `GET page/{path}`, so the benches never rely on a slug
// that a seed change could rename.

const listFor = {
  category: '/categories?per_page=50&embed=urls,products_count',
  product: '/products?per_page=20&embed=urls,product_variations',
  article: '/articles?per_page=1&embed=urls',
};

async function apiGet(apiUrl, path, locale) {
  const response = await fetch(`${apiUrl}${path}`, { headers: { 'Language-Preference': locale } });
  if (!response.ok)
    throw new Error(`GET ${path} (${locale}) answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

const urlsOf = (record) => record?._embedded?.urls ?? record?.urls ?? {};
const productCount = (category) => category?._embedded?.products_count ?? category?.products_count ?? 0;

/** The path (without the locale prefix) of a record in a language, as `GET page/{path}` takes it. */
function pathOf(record, locale) {
  const url = urlsOf(record)[locale];
  if (typeof url !== 'string') return null;
  return url.replace(/^\/+/, '').replace(new RegExp(`^${locale}(/|$)`), '');
}

/** Candidate records of a kind: from the home page's answer first, then from the kind's list. */
async function candidates(apiUrl, kind, locale, home) {
  const fromHome = { category: home.categories, product: home.featured_products, article: home.articles }[kind] ?? [];
  const list = (await apiGet(apiUrl, listFor[kind], locale)).items ?? [];
  const records = [...fromHome, ...list];
  // A category page with products on it, and a product with variations (the page with the most
  // interactive islands), are the ones worth measuring.
  if (kind === 'category') return [...records.filter((c) => productCount(c) > 0), ...records];
  if (kind === 'product') return [...list.filter((p) => p._embedded?.product_variations?.length), ...records];
  return records;
}

/**
 * The floor page of a language: a static info page (terms, shipping…), the most static page the
 * catalogue serves. The same layout, header and footer as every catalogue page, and nothing else:
 * what a catalogue page scores below it is what its own content costs.
 */
async function floorPath(apiUrl, locale) {
  const sitemap = await apiGet(apiUrl, '/sitemap/1', locale);
  const entries = sitemap.items ?? sitemap.entries ?? sitemap;
  for (const entry of entries.filter((e) => e.kind === 'static-page')) {
    const path = pathOf(entry, locale);
    if (!path) continue;
    const page = await apiGet(apiUrl, `/page/${path.split('/').map(encodeURIComponent).join('/')}`, locale).catch(
      () => null,
    );
    if (page?.kind === 'static-page') return `/${locale}/${path}`;
  }
  throw new Error(`no static page found through the shop API in ${locale}`);
}

/**
 * `{ locale: { floor, home, category, product, article } }`: storefront paths (`/cs/...`) whose page
 * lookup answers the expected kind.
 */
export async function findPagePaths(apiUrl, locales) {
  const result = {};
  for (const locale of locales) {
    const homePage = await apiGet(apiUrl, '/page/', locale);
    if (homePage.kind !== 'homepage') throw new Error(`GET page/ (${locale}) answered kind ${homePage.kind}`);
    const paths = { floor: await floorPath(apiUrl, locale), home: `/${locale}` };
    for (const kind of ['category', 'product', 'article']) {
      for (const record of await candidates(apiUrl, kind, locale, homePage.model ?? {})) {
        const path = pathOf(record, locale);
        if (!path) continue;
        const page = await apiGet(apiUrl, `/page/${path.split('/').map(encodeURIComponent).join('/')}`, locale).catch(
          () => null,
        );
        if (page?.kind === kind) {
          paths[kind] = `/${locale}/${path}`;
          break;
        }
      }
      if (!paths[kind]) throw new Error(`no ${kind} page found through the shop API in ${locale}`);
    }
    result[locale] = paths;
  }
  return result;
}

/**
 * A filtered listing of a category page (`/en/clothing?brand=lumera`): the category's brand
 * filter's first value with products, as the shop API's own filter link spells it.
 */
export async function findFilteredListingPath(apiUrl, categoryPath) {
  const [, locale, ...rest] = categoryPath.split('/');
  const page = await apiGet(apiUrl, `/page/${rest.join('/')}`, locale);
  const listing = await apiGet(apiUrl, `/product-filters?category_id=${page.model.id}`, locale);
  const brandFilter = listing.filters.find((filter) => filter.type === 'checkbox' && filter.items.length > 1);
  const item = brandFilter?.items.find((i) => i.count > 0 && !i.is_selected);
  if (!item) throw new Error(`no filter value with products on ${categoryPath}`);
  return `${categoryPath}${item.url}`;
}
