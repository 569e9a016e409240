'use client';

import { CrawlerAwareError } from '@/components/errors/crawler-aware-error';

/** Any failure below the locale layout that nothing closer handled: the error page, or nothing for crawlers. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <CrawlerAwareError error={error} reset={reset} />;
}
