import type { NextRequest } from 'next/server';
import type { AuthTokens } from '@contract/entities/customer';
import { ApiClientError } from '@/lib/api/api-client-error';
import { sharedRotationHandoff } from './rotation-handoff';
import { accessTokenCookie, refreshTokenCookie } from './session-cookies';
import { apiRefresh } from './session-transport';

/**
 * The request interceptor's own refresh of a session (docs/customer-accounts-storefront.md, "The
 * order detail's 404"): on the document request of an order detail whose access cookie has gone
 * (expired), or died because this process rotated the session a moment ago, while the refresh
 * cookie is there, the interceptor refreshes the session so the page can ask the shop API whether
 * the order is the customer's.
 */
export type ProxyRefresh =
  | { kind: 'none' }
  | { kind: 'refreshed'; tokens: AuthTokens }
  /** The session is over (401 and the like): the cookies go and the guard sees a logged-out shopper. */
  | { kind: 'ended' }
  /**
   * 409 `refresh_in_progress`, and this process made that rotation a moment ago (the browser's
   * `/api/auth/refresh`): the page gets the new access token from the rotation handoff
   * (rotation-handoff.ts). No cookie is written: the browser gets the new ones from its own refresh.
   */
  | { kind: 'handedOver'; accessToken: string }
  /**
   * 409 `refresh_in_progress` with nothing handed over (another process rotated it): the page
   * renders without a token (its client-side check) and the cookies stay.
   */
  | { kind: 'busy' }
  /** The API is away or answered something else: nothing is known, nothing changes. */
  | { kind: 'failed' };

export interface RefreshRequestFacts {
  /** The route reads one order with the customer's bearer: the order detail (a valid order id) or the summary. */
  orderDetail: boolean;
  /** A document request (not a client navigation's RSC request or a prefetch). */
  document: boolean;
  hasAccessToken: boolean;
  hasRefreshToken: boolean;
  /**
   * This process rotated the request's refresh token a moment ago (the rotation handoff knows it):
   * the page's own refresh is on its way or its answer has not reached the cookie jar, so the
   * access cookie the request carries died with that rotation.
   */
  refreshTokenRotated: boolean;
}

/** Whether the interceptor refreshes the session itself for this request. */
export function shouldRefreshInProxy(facts: RefreshRequestFacts): boolean {
  const accessUsable = facts.hasAccessToken && !facts.refreshTokenRotated;
  return facts.orderDetail && facts.document && facts.hasRefreshToken && !accessUsable;
}

/** What a refused refresh means (as `/api/auth/refresh` reads it). */
export function refreshFailureKind(error: unknown): 'ended' | 'busy' | 'failed' {
  if (!(error instanceof ApiClientError)) return 'failed';
  if (error.status === 409) return 'busy';
  return [400, 401, 403, 422].includes(error.status) ? 'ended' : 'failed';
}

export function isDocumentRequest(headers: Headers): boolean {
  return !headers.has('rsc') && !headers.has('next-router-prefetch');
}

/**
 * Refreshes the session when `shouldRefreshInProxy` says so; the outcome for the interceptor. The
 * rotation is recorded in the handoff (a reload racing this one takes its token from there), and a
 * 409 looks there for the rotation that beat this one.
 */
export async function refreshInProxy(request: NextRequest, orderDetail: boolean): Promise<ProxyRefresh> {
  const refreshToken = request.cookies.get(refreshTokenCookie)?.value;
  const handoff = sharedRotationHandoff();
  const facts = {
    orderDetail,
    document: isDocumentRequest(request.headers),
    hasAccessToken: Boolean(request.cookies.get(accessTokenCookie)?.value),
    hasRefreshToken: Boolean(refreshToken),
    refreshTokenRotated: refreshToken !== undefined && orderDetail && handoff.rotatedRecently(refreshToken),
  };
  if (!refreshToken || !shouldRefreshInProxy(facts)) return { kind: 'none' };
  try {
    return { kind: 'refreshed', tokens: await handoff.rotate(refreshToken, () => apiRefresh(request, refreshToken)) };
  } catch (error) {
    const kind = refreshFailureKind(error);
    if (kind === 'busy') {
      const accessToken = await handoff.handedOver(refreshToken);
      if (accessToken) return { kind: 'handedOver', accessToken };
    }
    if (kind === 'failed')
      console.warn(JSON.stringify({ event: 'proxy_session_refresh_failed', error: String(error) }));
    return { kind };
  }
}
