import { locales, productCardEmbeds, redirectStatusCodes, routeTableLanguages, type Page, type Urls } from '@contract';
import { loadCategoryTree } from '../catalogue/categories/categories.service';
import { findArticles } from '../catalogue/articles/articles.service';
import { blogListPage } from '../catalogue/articles/blog-pages';
import { findHomeBanners } from '../content/banners.service';
import { findProducts } from '../catalogue/products/products.service';
import { ApiError } from '../http/api-error';
import type { ReadContext } from '../list/read-context';
import { routeTable } from '../shop/route-table';
import { pageModelLoaders } from './page-models';
import { findCanonicalPath, findPathEntry, findRedirect } from './page.repository';

const samePathEverywhere = (path: string): Urls => Object.fromEntries(locales.map((l) => [l, path]));

async function homepage(env: ReadContext): Promise<Page> {
  const [featured, tree, articles, banners] = await Promise.all([
    findProducts(env, { sort: '-sells_count,id', per_page: '8', embed: productCardEmbeds.join(',') }),
    loadCategoryTree(env, [{ name: 'urls' }]),
    findArticles(env, { sort: '-publish_at,-id', per_page: '3', embed: 'urls,image_url,user' }),
    findHomeBanners(env),
  ]);
  const categories = tree.map(({ children: _children, ...category }) => category);
  return {
    kind: 'homepage',
    model: { featured_products: featured.items, categories, articles: articles.items, banners },
    urls: samePathEverywhere(''),
  };
}

function searchPage(env: ReadContext, path: string): Page | null {
  const slugs = routeTable.search?.slug;
  if (!slugs || slugs[routeTableLanguages[env.locale]] !== path) return null;
  return { kind: 'search', urls: Object.fromEntries(locales.map((l) => [l, slugs[routeTableLanguages[l]] ?? ''])) };
}

/**
 * `GET page/{path}`: what lives at a path in the shopper's language. The home page at the empty
 * path, the search page at the route table's search path, then the path index (current paths
 * answer the page, old ones a 301 to the current one), then hand-made redirects; else 404.
 */
export async function resolvePage(env: ReadContext, path: string, options: { page?: number } = {}): Promise<Page> {
  const listingPage = options.page ?? 1;
  if (path === '') return homepage(env);
  const search = searchPage(env, path);
  if (search) return search;
  const blog = await blogListPage(env, path, listingPage);
  if (blog) return blog;

  const entry = await findPathEntry(env.db, env.locale, path);
  if (entry && !entry.isCanonical) {
    const canonical = await findCanonicalPath(env.db, env.locale, entry.modelType, entry.modelId);
    if (canonical) return { kind: 'redirect', destination: `/${env.locale}/${canonical}`, statusCode: 301 };
  }
  if (entry?.isCanonical) {
    const load = pageModelLoaders[entry.modelType];
    const page = load && (await load(env, entry.modelId, listingPage));
    if (page) return page;
  }
  const redirect = await findRedirect(env.db, env.locale, path);
  if (redirect) {
    const statusCode = redirectStatusCodes.find((code) => code === redirect.statusCode) ?? 301;
    return { kind: 'redirect', destination: redirect.destination, statusCode };
  }
  throw ApiError.notFound('Page');
}
