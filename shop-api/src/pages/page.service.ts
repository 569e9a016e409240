import {
  locales,
  productCardEmbeds,
  redirectStatusCodes,
  routeTableLanguages,
  type Page,
  type PageKindAnswer,
  type RedirectPage,
  type Urls,
} from '@contract';
import { loadCategoryTree } from '../catalogue/categories/categories.service';
import { findArticles } from '../catalogue/articles/articles.service';
import { blogListPage, blogPaths } from '../catalogue/articles/blog-pages';
import { findHomeBanners } from '../content/banners.service';
import { findProducts } from '../catalogue/products/products.service';
import { ApiError } from '../http/api-error';
import type { ReadContext } from '../list/read-context';
import { routeTable } from '../shop/route-table';
import { pageModelKinds, pageModelLoaders } from './page-models';
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
  return resolveIndexedPath(env, path, async (modelType, modelId) => {
    const load = pageModelLoaders[modelType];
    return (load && (await load(env, modelId, listingPage))) || null;
  });
}

/**
 * `GET page-kind/{path}`: the kind `resolvePage` would answer at a path (a redirect as it is), in
 * the same order and with the same visibility rules, without loading a model. What the
 * storefront's request interceptor asks to tell a missing page before rendering one.
 */
export async function resolvePageKind(env: ReadContext, path: string): Promise<PageKindAnswer> {
  if (path === '') return { kind: 'homepage' };
  if (searchPage(env, path)) return { kind: 'search' };
  if (blogPaths()[env.locale] === path) return { kind: 'blog-list' };
  return resolveIndexedPath(env, path, async (modelType, modelId) => {
    const kind = await pageModelKinds[modelType]?.(env, modelId);
    return kind ? { kind } : null;
  });
}

/**
 * A path of the path index, then of the hand-made redirects: a current path is what `load` makes
 * of its model (a model that is no page today falls through), an old one a 301 to the current path.
 */
async function resolveIndexedPath<T>(
  env: ReadContext,
  path: string,
  load: (modelType: number, modelId: number) => Promise<T | null>,
): Promise<T | RedirectPage> {
  const entry = await findPathEntry(env.db, env.locale, path);
  if (entry && !entry.isCanonical) {
    const canonical = await findCanonicalPath(env.db, env.locale, entry.modelType, entry.modelId);
    if (canonical) return { kind: 'redirect', destination: `/${env.locale}/${canonical}`, statusCode: 301 };
  }
  if (entry?.isCanonical) {
    const page = await load(entry.modelType, entry.modelId);
    if (page) return page;
  }
  const redirect = await findRedirect(env.db, env.locale, path);
  if (redirect) {
    const statusCode = redirectStatusCodes.find((code) => code === redirect.statusCode) ?? 301;
    return { kind: 'redirect', destination: redirect.destination, statusCode };
  }
  throw ApiError.notFound('notFound.page');
}
