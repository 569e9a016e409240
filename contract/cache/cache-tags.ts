/**
 * Data-cache tag names, the one list both sides use: the storefront tags its catalogue reads with
 * them (lib/api/catalogue-api.ts) and the shop API names them when it asks the storefront to
 * revalidate (shop-api/src/revalidation). Next.js keeps tags of at most 256 characters.
 */
import type { Locale } from '../locales';

export const maxCacheTagLength = 256;

/** Every catalogue read carries it: revalidating it refreshes the whole catalogue. */
export const catalogueTag = 'catalogue';

/** List tags: any list of the resource (a category's products, the brand tree, the blog list…). */
export const listTags = {
  products: 'products',
  categories: 'categories',
  brands: 'brands',
  articles: 'articles',
  shopInfo: 'shop-info',
  staticPages: 'static-pages',
} as const;

export const productTag = (id: number | string) => `product:${id}`;
export const categoryTag = (id: number | string) => `category:${id}`;
export const brandTag = (id: number | string) => `brand:${id}`;
export const articleTag = (id: number | string) => `article:${id}`;

/**
 * The page lookup of one path in one language (`page:cs:cervene-tricko`, `page:en:` for the home
 * page). The path is stored as the API's path index keeps it (no surrounding slashes); a path too
 * long for a tag is named by a hash of itself instead.
 */
export function pageTag(locale: Locale, path: string): string {
  const normalized = path.replace(/^\/+|\/+$/g, '');
  const tag = `page:${locale}:${normalized}`;
  return tag.length <= maxCacheTagLength ? tag : `page:${locale}:#${fnv1a(normalized)}`;
}

/** 32-bit FNV-1a as 8 hex digits: short, stable and the same on both sides. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** API resources by their endpoint's first segment: the list tag and the record tag. */
const resources: Record<string, { list: string; record: (id: string) => string }> = {
  products: { list: listTags.products, record: productTag },
  categories: { list: listTags.categories, record: categoryTag },
  brands: { list: listTags.brands, record: brandTag },
  articles: { list: listTags.articles, record: articleTag },
  'article-categories': { list: listTags.articles, record: (id) => `article-category:${id}` },
};

export interface TaggedRequest {
  endpoint: string;
  id?: string | number;
  params?: (string | number)[];
  rawPath?: string;
  query?: { embed?: (string | { name: string })[] };
}

/** Reads whose answer is built from products although their endpoint names something else. */
const productBacked: Record<string, string[]> = {
  // A listing with its facets and counts.
  'product-filters': [listTags.products],
  // Suggestions and results: products, categories, brands and articles.
  search: [listTags.products, listTags.categories, listTags.brands, listTags.articles],
};

const embedName = (embed: string | { name: string }) => (typeof embed === 'string' ? embed : embed.name).split('{')[0];

/**
 * The tags of one catalogue read, from what it asks for: `page` + path → the page tag plus
 * `products` (the home page features products, a product page shows related ones, category and
 * brand pages count them); `products/12` or `products` with id 12 (also `products/12/reviews`) →
 * `product:12`; a list → the resource's list tag; `product-filters` and `search/…` → the tags of
 * what they list; a `products_count` embed adds `products`; `shop-info` → its tag. Always with the
 * catalogue tag.
 */
export function tagsForRequest(locale: Locale, request: TaggedRequest): string[] {
  const segments = request.endpoint.split('/').filter(Boolean);
  const [resource = '', ...rest] = segments;
  const tags = [catalogueTag];
  if (resource === 'page') {
    tags.push(pageTag(locale, [...rest, request.rawPath ?? ''].filter(Boolean).join('/')), listTags.products);
  } else if (resource === 'shop-info') {
    tags.push(listTags.shopInfo);
  } else if (productBacked[resource]) {
    tags.push(...productBacked[resource]);
  } else if (resources[resource]) {
    const { list, record } = resources[resource];
    const id = [...rest, ...(request.params ?? []), request.id].find(
      (part) => part !== undefined && /^\d+$/.test(String(part)),
    );
    tags.push(id === undefined ? list : record(String(id)));
  } else if (resource) {
    tags.push(resource);
  }
  if (request.query?.embed?.some((embed) => embedName(embed) === 'products_count')) tags.push(listTags.products);
  return [...new Set(tags)].filter((tag) => tag.length <= maxCacheTagLength);
}
