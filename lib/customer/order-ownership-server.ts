import 'server-only';
import { cookies, headers } from 'next/headers';
import type { Locale } from '@contract/locales';
import { createApiClient } from '@/lib/api/api-client';
import { serverApiBaseUrl } from '@/lib/api/api-url';
import { accessTokenCookie, refreshedAccessTokenHeader } from '@/lib/auth/session-cookies';
import { getCustomerOrder } from './customer-api';
import { ownershipFromError, serverAccessToken, type OrderOwnership } from './order-ownership';

/**
 * Asks the shop API (`GET /orders/{id}` with the customer's bearer, never cached) whether the order
 * is the signed-in customer's. Reads the request's cookies and headers, so the page renders per
 * request; the token never leaves the server.
 */
export async function customerOrderOwnership(orderId: number, locale: Locale): Promise<OrderOwnership> {
  const token = serverAccessToken(
    (await headers()).get(refreshedAccessTokenHeader),
    (await cookies()).get(accessTokenCookie)?.value,
  );
  if (!token) return 'unknown';
  const api = createApiClient({ baseUrl: serverApiBaseUrl(), locale, token, cache: 'no-store', timeoutMs: 5_000 });
  try {
    await getCustomerOrder(api, orderId);
    return 'own';
  } catch (error) {
    return ownershipFromError(error);
  }
}
