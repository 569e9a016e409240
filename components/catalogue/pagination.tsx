import { getTranslations } from 'next-intl/server';
import type { ListMeta } from '@/lib/contract/envelope';

/** Crawlable page links (`?page=N`); the first page has no parameter so it has one URL only. */
export async function Pagination({ meta, basePath }: { meta: ListMeta; basePath: string }) {
  const t = await getTranslations('pagination');
  if (meta.total_pages <= 1) return null;
  const separator = basePath.includes('?') ? '&' : '?';
  const href = (page: number) => (page === 1 ? basePath : `${basePath}${separator}page=${page}`);
  const pages = Array.from({ length: meta.total_pages }, (_, i) => i + 1);
  const linkClass = 'block rounded border border-neutral-300 px-3 py-1.5 hover:border-brand-600';
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
