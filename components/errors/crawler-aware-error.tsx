'use client';

import { useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { isApiUnavailableError } from '@/lib/api/api-unavailable';
import { isCrawlerError, isCrawlerRenderParams } from '@/lib/seo/crawler';
import { ErrorView } from './error-view';

interface Props {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * What an error boundary shows: the error page for shoppers; nothing at all for crawlers and bots,
 * whose failed request keeps its 500 status and is only logged (on the server by Next.js and
 * `instrumentation.ts`), so no error page is ever indexed or previewed as the page's content.
 * When the shop API could not serve the page, the page says the shop is busy (the document
 * answered 503, lib/errors/unavailable-status.ts) and its retry loads the page again from the
 * server, which a re-render in the browser would not do.
 */
export function CrawlerAwareError({ error, reset }: Props) {
  const t = useTranslations('error');
  const params = useParams();
  const forCrawler = isCrawlerError(error) || isCrawlerRenderParams(params);
  const busy = isApiUnavailableError(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (forCrawler) return null;
  return (
    <>
      {/* The failed page's own metadata never arrived; React hoists this into the head. */}
      <title>{busy ? t('busyTitle') : t('title')}</title>
      {busy ? (
        <ErrorView status={503} error={error} onRetry={() => window.location.reload()} busy />
      ) : (
        <ErrorView status={500} error={error} onRetry={reset} />
      )}
    </>
  );
}
