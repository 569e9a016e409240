'use client';

import dynamic from 'next/dynamic';

/**
 * The error page's code (its navbar, language switch and messages) is loaded when an error
 * happens, not with every page: an error boundary's module is part of every page's first-load
 * JavaScript, the component it renders need not be (docs/benchmarks.md).
 */
const CrawlerAwareError = dynamic(() =>
  import('@/components/errors/crawler-aware-error').then((module) => module.CrawlerAwareError),
);

/** Any failure below the locale layout that nothing closer handled: the error page, or nothing for crawlers. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <CrawlerAwareError error={error} reset={reset} />;
}
