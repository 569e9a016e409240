import { NextResponse, type NextRequest } from 'next/server';
import { ApiClientError } from '@/lib/api/api-client-error';
import { apiLogout, apiRefresh, clearSessionCookies, noStore, refuseCrossSite } from '@/lib/auth/auth-server';
import { refreshTokenCookie } from '@/lib/auth/session-cookies';

/** The bearer the page sent, else (its access token expired or is gone) one from a refresh of the cookie. */
async function revoke(request: NextRequest): Promise<void> {
  const bearer = request.headers.get('authorization')?.match(/^Bearer (\S+)$/)?.[1];
  if (bearer) {
    try {
      await apiLogout(request, bearer);
      return;
    } catch (error) {
      if (!(error instanceof ApiClientError) || error.status !== 401) return;
    }
  }
  const refreshToken = request.cookies.get(refreshTokenCookie)?.value;
  if (!refreshToken) return;
  try {
    const tokens = await apiRefresh(request, refreshToken);
    await apiLogout(request, tokens.access_token);
  } catch {
    // The session is over already, or the API is away: the cookies go either way.
  }
}

/**
 * `POST /api/auth/logout`: revokes the session at the shop API and clears the session cookies.
 * Answers 204 whether or not the API could be told: the shopper is signed out here either way.
 */
export async function POST(request: NextRequest) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  await revoke(request);
  const response = new NextResponse(null, { status: 204, headers: noStore });
  clearSessionCookies(response, request);
  return response;
}
