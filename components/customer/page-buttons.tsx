'use client';

import { useTranslations } from 'next-intl';
import type { ListMeta } from '@contract/envelope';
import { secondaryButton } from './query-status';

/** Previous and next page of a customer list, with where the shopper is. */
export function PageButtons({ meta, onPage }: { meta: ListMeta; onPage: (page: number) => void }) {
  const t = useTranslations('customerArea.pages');
  if (meta.total_pages <= 1) return null;
  return (
    <nav aria-label={t('label')} className="mt-4 flex items-center gap-3">
      <button type="button" className={secondaryButton} disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
        {t('previous')}
      </button>
      <span aria-live="polite">{t('position', { page: meta.page, total: meta.total_pages })}</span>
      <button
        type="button"
        className={secondaryButton}
        disabled={meta.page >= meta.total_pages}
        onClick={() => onPage(meta.page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
