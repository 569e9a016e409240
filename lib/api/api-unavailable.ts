/**
 * The shop API could not serve a call now: it did not answer in time, could not be reached, or
 * said it is busy (429, 503, 504). Such a failure is no fault of the page: the shopper gets "the
 * shop is busy, try again" and the document answers 503 with `Retry-After`
 * (lib/api/unavailable-status.ts, docs/seo-and-errors.md).
 *
 * An error boundary runs in the browser and sees only the error's digest, which Next.js keeps when
 * an error already has one; so `ApiClientError` carries this digest when the API was unavailable.
 */
export const apiUnavailableDigest = 'api-unavailable';

/** What a busy answer asks a client (a crawler, a proxy) to wait before it asks again. */
export const busyRetryAfterSeconds = 30;

/** Statuses of an answer that says "not now" rather than "wrong" (0: no answer at all). */
export function isUnavailableStatus(status: number): boolean {
  return status === 0 || status === 429 || status === 503 || status === 504;
}

/** Whether an error (also one whose digest only reached the browser) came from the API being unavailable. */
export function isApiUnavailableError(error: unknown): boolean {
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
  // `markCrawlerError` prefixes the digest (`crawler:api-unavailable`).
  return typeof digest === 'string' && (digest === apiUnavailableDigest || digest.endsWith(`:${apiUnavailableDigest}`));
}
