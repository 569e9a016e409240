'use client';

import { useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
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
 */
export function CrawlerAwareError({ error, reset }: Props) {
  const t = useTranslations('error');
  const params = useParams();
  const forCrawler = isCrawlerError(error) || isCrawlerRenderParams(params);
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (forCrawler) return null;
  return (
    <>
      {/* The failed page's own metadata never arrived; React hoists this into the head. */}
      <title>{t('title')}</title>
      <ErrorView status={500} error={error} onRetry={reset} />
    </>
  );
}
