'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** While a customer read loads: a short busy line; when it failed: the reason and a retry. */
export function QueryStatus({ query, children }: { query: QueryLike; children: ReactNode }) {
  const t = useTranslations('customerArea');
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-300 bg-red-50 p-4">
        <p className="text-red-900">{t('loadFailed')}</p>
        <button type="button" onClick={() => void query.refetch()} className={secondaryButton}>
          {t('retry')}
        </button>
      </div>
    );
  if (query.isPending)
    return (
      <p aria-busy="true" className="text-neutral-600">
        {t('loading')}
      </p>
    );
  return children;
}

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:bg-neutral-500';

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-neutral-400 px-4 font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait';

export const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-wait';
