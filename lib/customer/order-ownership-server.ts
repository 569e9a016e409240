import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { Locale } from '@contract/locales';
import { createApiClient } from '@/lib/api/api-client';
import { serverApiBaseUrl } from '@/lib/api/api-url';
import { accessTokenCookie, refreshedAccessTokenHeader } from '@/lib/auth/session-cookies';
import { getCustomerOrder } from './customer-api';
import { ownershipFromError, serverAccessToken, type OrderOwnership } from './order-ownership';

/** What the server knows of an order detail's order: whose it is, and its number when it is the customer's. */
export interface ServerOrderFacts {
  ownership: OrderOwnership;
  /** The order's number as every other page shows it (`2600000001`); null unless `own`. */
  code: string | null;
}

/**
 * Asks the shop API (`GET /orders/{id}` with the customer's bearer, never cached) whether the order
 * is the signed-in customer's, and its number. Reads the request's cookies and headers, so the page
 * renders per request; the token never leaves the server. One read per request: the layout's 404
 * check, the page's title and its metadata share it.
 */
export const customerOrderFacts = cache(async (orderId: number, locale: Locale): Promise<ServerOrderFacts> => {
  const token = serverAccessToken(
    (await headers()).get(refreshedAccessTokenHeader),
    (await cookies()).get(accessTokenCookie)?.value,
  );
  if (!token) return { ownership: 'unknown', code: null };
  const api = createApiClient({ baseUrl: serverApiBaseUrl(), locale, token, cache: 'no-store', timeoutMs: 5_000 });
  try {
    return { ownership: 'own', code: (await getCustomerOrder(api, orderId)).code };
  } catch (error) {
    return { ownership: ownershipFromError(error), code: null };
  }
});
