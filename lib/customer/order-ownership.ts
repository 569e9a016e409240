import { ApiClientError } from '@/lib/api/api-client-error';

/**
 * Whether the signed-in shopper's order detail shows an order of theirs, as the storefront's server
 * can tell: `own`, `not-theirs` (the shop API answers 404, or 403, for someone else's or an unknown
 * order: the page answers a real 404), or `unknown` (no access token, an expired one, the API away:
 * the page renders as before and its client-side read decides).
 */
export type OrderOwnership = 'own' | 'not-theirs' | 'unknown';

export function ownershipFromError(error: unknown): OrderOwnership {
  if (error instanceof ApiClientError && (error.status === 404 || error.status === 403)) return 'not-theirs';
  return 'unknown';
}

/**
 * The access token the server may use for this request: the one the request interceptor obtained
 * by refreshing the session (its header, which it strips from what clients send), else the
 * `access_token` cookie.
 */
export function serverAccessToken(refreshedHeader: string | null, cookie: string | undefined): string | null {
  return refreshedHeader || cookie || null;
}
