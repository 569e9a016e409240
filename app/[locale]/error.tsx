'use client';

import { ErrorView } from '@/components/errors/error-view';

/** Any failure below the locale layout that nothing closer handled. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView status={500} error={error} onRetry={reset} />;
}
