import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tagsForRequest, type TaggedRequest } from '@contract/cache/cache-tags';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { readNextArticles } from './articles';
import { getBrandTree } from './brands';
import { catalogueLifetime } from './cache-policy';
import { getCategoryTree } from './categories';
import { getPage } from './pages';
import { getProductFilters } from './product-filters';
import { listProducts } from './products';
import { searchProducts, searchSections } from './search';
import { getShopInfo } from './shop-info';
import { getSitemapPage, getSitemapSummary } from './sitemap';
import { listStaticPages } from './static-pages';

vi.mock('server-only', () => ({}));

type Init = RequestInit & { next?: { revalidate?: number; tags?: string[] } };
let sent: Init[] = [];

beforeEach(() => {
  sent = [];
  // Every read fails after its request is sent: only the request's cache options matter here.
  vi.stubGlobal('fetch', async (_url: string, init: Init) => {
    sent.push(init);
    return new Response('{}', { status: 500 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const context: CatalogueContext = { locale: 'cs', currency: 'CZK', tax: 'with' };

/** Each read, and the request the shared tag rule (`tagsForRequest`) would name its tags from. */
const reads: { name: string; run: () => Promise<unknown>; request: TaggedRequest }[] = [
  {
    name: 'getPage',
    run: () => getPage(context, 'obleceni/tricka'),
    request: { endpoint: 'page', rawPath: 'obleceni/tricka' },
  },
  { name: 'getPage (home)', run: () => getPage(context, ''), request: { endpoint: 'page', rawPath: '' } },
  { name: 'getShopInfo', run: () => getShopInfo('cs'), request: { endpoint: 'shop-info' } },
  { name: 'listStaticPages', run: () => listStaticPages('cs'), request: { endpoint: 'static-pages' } },
  {
    name: 'getCategoryTree',
    run: () => getCategoryTree('cs'),
    request: { endpoint: 'categories/tree', query: { embed: ['urls'] } },
  },
  {
    name: 'getBrandTree',
    run: () => getBrandTree(context),
    request: { endpoint: 'brands/tree', query: { embed: ['urls', 'products_count'] } },
  },
  { name: 'listProducts', run: () => listProducts(context, [['id', 'in', [1, 2]]]), request: { endpoint: 'products' } },
  {
    name: 'getProductFilters',
    run: () => getProductFilters(context, { categoryId: 6 }, {}),
    request: { endpoint: 'product-filters' },
  },
  {
    name: 'getProductFilters (an empty search text)',
    run: () => getProductFilters(context, { categoryId: 6 }, { dotaz: '' }),
    request: { endpoint: 'product-filters' },
  },
  { name: 'readNextArticles', run: () => readNextArticles(context, 1, 4, 3), request: { endpoint: 'articles' } },
];

describe('the cache policy each read declares', () => {
  it.each(reads)('$name: the tags the shop API revalidates, for the catalogue lifetime', async ({ run, request }) => {
    await run().catch(() => undefined);
    expect(sent.length).toBeGreaterThan(0);
    for (const init of sent) {
      expect(init.next?.revalidate).toBe(catalogueLifetime);
      expect([...(init.next?.tags ?? [])].sort()).toEqual(tagsForRequest('cs', request).sort());
      expect(init.cache).toBeUndefined();
    }
  });

  it('keeps the catalogue lifetime at the hour the cached route revalidates by', () => {
    expect(catalogueLifetime).toBe(3600);
  });

  // Search text is whatever anyone types: one data-cache entry per text would let a crawler or an
  // attacker fill the disk (docs/caching.md, "Search text stays out of the shared cache").
  it.each([
    ['searchProducts', () => searchProducts(context, 'triko', 1)],
    ['searchSections', () => searchSections(context, 'triko')],
    ['getProductFilters of the search page', () => getProductFilters(context, { search: 'triko' }, {})],
    ['getProductFilters of a category searched', () => getProductFilters(context, { categoryId: 6 }, { dotaz: 'x' })],
  ])('%s: a read keyed by search text is never kept', async (_name, run) => {
    await run().catch(() => undefined);
    expect(sent.length).toBeGreaterThan(0);
    for (const init of sent) {
      expect(init.cache).toBe('no-store');
      expect(init.next).toBeUndefined();
    }
  });

  it('never keeps sitemap data, which is larger than a data-cache entry may be', async () => {
    await getSitemapSummary().catch(() => undefined);
    await getSitemapPage(1).catch(() => undefined);
    expect(sent).toHaveLength(2);
    for (const init of sent) {
      expect(init.cache).toBe('no-store');
      expect(init.next).toBeUndefined();
    }
  });
});
