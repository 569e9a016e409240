import { getTranslations } from 'next-intl/server';
import type { ListMeta } from '@contract/envelope';
import type { Locale } from '@contract/locales';
import { pageUrl, type ListingState } from '@contract/listing/listing-state';
import { visiblePages } from '@/lib/listing/page-window';
import { listingParamNames } from '@contract/listing/listing-params';
import type { PaginationData } from '@contract/listing/product-filters';

const linkClass = 'block rounded border border-neutral-300 px-3 py-1.5 hover:border-brand-600';

/**
 * Crawlable page links under the language's parameter name (`?strana=N`, `?page=N`, as listings
 * have them); the first page has no parameter so it has one URL only.
 */
export async function Pagination({ meta, basePath, locale }: { meta: ListMeta; basePath: string; locale: Locale }) {
  const t = await getTranslations('pagination');
  if (meta.total_pages <= 1) return null;
  const separator = basePath.includes('?') ? '&' : '?';
  const pageName = listingParamNames[locale].page;
  const href = (page: number) => (page === 1 ? basePath : `${basePath}${separator}${pageName}=${page}`);
  const pages = Array.from({ length: meta.total_pages }, (_, i) => i + 1);
  return (
    <nav aria-label={t('label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {meta.page > 1 && (
          <li>
            <a href={href(meta.page - 1)} rel="prev" className={linkClass}>
              {t('previous')}
            </a>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <a
              href={href(page)}
              aria-label={t('page', { page })}
              aria-current={page === meta.page ? 'page' : undefined}
              className={`${linkClass} ${page === meta.page ? 'border-brand-700 bg-brand-700 text-white' : ''}`}
            >
              {page}
            </a>
          </li>
        ))}
        {meta.page < meta.total_pages && (
          <li>
            <a href={href(meta.page + 1)} rel="next" className={linkClass}>
              {t('next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * Multi-pagination of a filtered listing: "load more" appends the next page (the URL becomes the
 * range `start-next`), page links jump to one page, and pages start…page are marked as shown.
 */
export async function ListingPagination({
  pagination,
  state,
  locale,
  basePath,
}: {
  pagination: PaginationData;
  state: ListingState;
  locale: Locale;
  basePath: string;
}) {
  const t = await getTranslations('pagination');
  const { page, pages, multi_pagination_start_page: start, per_page: perPage, items_count: total } = pagination;
  if (pages <= 1) return null;
  const href = (p: number) => `${basePath}${pageUrl(state, locale, p)}`;
  const remaining = Math.min(perPage, total - page * perPage);
  return (
    <div className="mt-10 flex flex-col items-center gap-4">
      <p className="text-sm text-neutral-700">
        {t('showing', { from: (start - 1) * perPage + 1, to: Math.min(page * perPage, total), total })}
      </p>
      {page < pages && (
        <a
          href={`${basePath}${pageUrl(state, locale, page + 1, start)}`}
          data-listing-link=""
          rel="nofollow"
          className="rounded bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-900"
        >
          {t('loadMore', { count: remaining })}
        </a>
      )}
      <nav aria-label={t('label')}>
        <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
          {page > 1 && (
            <li>
              <a href={href(start > 1 ? start - 1 : page - 1)} rel="prev" data-listing-link="top" className={linkClass}>
                {t('previous')}
              </a>
            </li>
          )}
          {visiblePages(start, page, pages).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1">
                …
              </li>
            ) : (
              <li key={p}>
                <a
                  href={href(p)}
                  data-listing-link="top"
                  aria-label={t('page', { page: p })}
                  aria-current={p === page ? 'page' : undefined}
                  className={`${linkClass} ${p >= start && p <= page ? 'border-brand-700 bg-brand-700 text-white' : ''}`}
                >
                  {p}
                </a>
              </li>
            ),
          )}
          {page < pages && (
            <li>
              <a href={href(page + 1)} rel="next" data-listing-link="top" className={linkClass}>
                {t('next')}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
