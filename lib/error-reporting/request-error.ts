import * as Sentry from '@sentry/nextjs';
import type { Instrumentation } from 'next';
import { isCrawlerUserAgent } from '@/lib/seo/crawler-user-agent';

/**
 * Reports a failed server render, route handler or action (instrumentation.ts's `onRequestError`).
 * A crawler's failure is marked (`crawler: yes`, and the bot's user agent), so the reports tell
 * which bot hit which failure: the bot itself was answered without an error page
 * (docs/seo-and-errors.md). A no-op while the SDK is not started.
 */
export function reportRequestError(...[error, request, context]: Parameters<Instrumentation.onRequestError>): void {
  const userAgent = request.headers['user-agent'];
  const agent = Array.isArray(userAgent) ? userAgent[0] : userAgent;
  Sentry.withScope((scope) => {
    if (isCrawlerUserAgent(agent)) {
      scope.setTag('crawler', 'yes');
      scope.setContext('crawler', { userAgent: agent ?? '' });
    }
    Sentry.captureRequestError(error, request, context);
  });
}
