'use client';

import { useTranslations } from 'next-intl';
import { ErrorNavbar } from './error-navbar';

interface Props {
  status: number;
  error: Error & { digest?: string };
  onRetry?: () => void;
  /** The shop API could not serve the page (lib/api/api-unavailable.ts): "the shop is busy", not "something went wrong". */
  busy?: boolean;
}

/**
 * The error page: status and heading, the message, and the stack trace while developing.
 * Production builds never show a stack: it would tell strangers how the shop is built.
 */
export function ErrorView({ status, error, onRetry, busy = false }: Props) {
  const t = useTranslations();
  const showDetails = process.env.NODE_ENV !== 'production';
  return (
    <>
      <ErrorNavbar />
      <main className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-12 text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('error.status', { status })}</p>
        <h1 className="text-3xl font-bold">{busy ? t('error.busyTitle') : t('error.title')}</h1>
        <p className="text-neutral-700">
          {showDetails && error.message ? error.message : busy ? t('error.busyText') : t('error.text')}
        </p>
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900"
          >
            {t('error.retry')}
          </button>
        )}
        {showDetails && error.stack && (
          <details className="w-full text-left">
            <summary className="cursor-pointer text-sm">{t('error.details')}</summary>
            <pre className="mt-2 overflow-auto rounded bg-neutral-100 p-3 text-xs">{error.stack}</pre>
          </details>
        )}
        {error.digest && !busy && <p className="text-xs text-neutral-500">#{error.digest}</p>}
      </main>
    </>
  );
}
