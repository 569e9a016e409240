import { msg } from '../messages/message';
import { locales, modelTypes, routeTableLanguages, type ListEnvelope, type Urls } from '@contract';
import type { SitemapEntry, SitemapSummary } from '@contract/sitemap';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { routeTable } from '../shop/route-table';
import { countSitemapModels, loadSitemapModels, loadSitemapUrls, sitemapModelKey } from './sitemap.repository';

const kindByModelType = new Map<number, SitemapEntry['kind']>([
  [modelTypes.product, 'product'],
  [modelTypes.category, 'category'],
  [modelTypes.brand, 'brand'],
  [modelTypes.article, 'article'],
  [modelTypes.articleCategory, 'article-category'],
  [modelTypes.staticPage, 'static-page'],
]);

/** The pages without a record: the home page, and the blog list when the route table has one. */
function recordlessEntries(): SitemapEntry[] {
  const entries: SitemapEntry[] = [
    { kind: 'homepage', model_id: null, urls: Object.fromEntries(locales.map((l) => [l, ''])), lastmod: null },
  ];
  const blog = routeTable.blog?.slug;
  if (blog) {
    const urls: Urls = Object.fromEntries(
      locales.flatMap((l) => (blog[routeTableLanguages[l]] ? [[l, blog[routeTableLanguages[l]]]] : [])),
    );
    if (Object.keys(urls).length > 0) entries.push({ kind: 'blog-list', model_id: null, urls, lastmod: null });
  }
  return entries;
}

/** `GET sitemap`: the number of entries and of sitemap files of `perPage` entries. */
export async function sitemapSummary(db: Database, perPage: number): Promise<SitemapSummary> {
  const total = recordlessEntries().length + (await countSitemapModels(db));
  return { total, per_page: perPage, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * `GET sitemap/{page}`: one sitemap file's entries, in a stable order (home and blog list first,
 * then records by model type and id). Records that have no canonical path in any language are
 * skipped, so a file may hold slightly fewer than `perPage` entries.
 */
export async function sitemapPage(db: Database, page: number, perPage: number): Promise<ListEnvelope<SitemapEntry>> {
  const summary = await sitemapSummary(db, perPage);
  if (page > summary.total_pages) {
    throw ApiError.validation([{ field: 'page', message: msg('list.sitemapPages', { count: summary.total_pages }) }]);
  }
  const start = (page - 1) * perPage;
  const recordless = recordlessEntries();
  const head = recordless.slice(start, start + perPage);
  const models = await loadSitemapModels(db, Math.max(0, start - recordless.length), perPage - head.length);
  const urls = await loadSitemapUrls(db, models);
  const items: SitemapEntry[] = [...head];
  for (const model of models) {
    const kind = kindByModelType.get(model.modelType);
    const paths = urls.get(sitemapModelKey(model.modelType, model.modelId));
    if (!kind || !paths || Object.keys(paths).length === 0) continue;
    items.push({ kind, model_id: model.modelId, urls: paths, lastmod: model.lastmod?.toISOString() ?? null });
  }
  return {
    items,
    _meta: { page, per_page: perPage, total: summary.total, total_pages: summary.total_pages },
    _errors: {},
  };
}
