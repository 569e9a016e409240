import { decodeRenderVariant } from '@/lib/routing/render-variant';

/**
 * Crawlers and bots get no rendered error page (spec: "the page is not rendered and the error is
 * only logged"). Two signals reach the error boundary, which runs in the browser's bundle and
 * cannot read request headers:
 * - the render variant in the route params (`/{locale}/cached/{variant}/…`, `…-bot`), which the
 *   request interceptor picks from the user agent for cached catalogue pages;
 *   (This module stays free of `isbot`, whose patterns would weigh on every page's bundle.)
 * - the error's digest, which server code that knows the visitor is a bot sets with
 *   `markCrawlerError` before rethrowing (Next.js keeps a digest an error already has).
 */
const crawlerDigestPrefix = 'crawler:';

/** Marks an error thrown while rendering for a bot, so the error boundary renders nothing. */
export function markCrawlerError(error: unknown): Error & { digest: string } {
  const marked = (error instanceof Error ? error : new Error(String(error))) as Error & { digest?: string };
  const digest = marked.digest ?? stringHash(`${marked.message}${marked.stack ?? ''}`);
  // Next.js control flow (not-found, redirects) carries its own digests and must stay untouched.
  if (!digest.startsWith(crawlerDigestPrefix) && !digest.startsWith('NEXT_'))
    marked.digest = `${crawlerDigestPrefix}${digest}`;
  return marked as Error & { digest: string };
}

/** A short stable hash (djb2), as Next.js derives digests, so log lines of one failure match. */
function stringHash(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return String(hash >>> 0);
}

export function isCrawlerError(error: unknown): boolean {
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
  return typeof digest === 'string' && digest.startsWith(crawlerDigestPrefix);
}

/** True when the route params name a bot render variant. */
export function isCrawlerRenderParams(params: Record<string, string | string[] | undefined> | null): boolean {
  const variant = params?.variant;
  return typeof variant === 'string' && decodeRenderVariant(variant)?.bot === true;
}
