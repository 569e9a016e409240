import type { NextRequest } from 'next/server';
import {
  apiRefresh,
  clearSessionCookies,
  failureAnswer,
  noStore,
  refuseCrossSite,
  sessionAnswer,
  setSessionCookies,
} from '@/lib/auth/auth-server';
import type { AuthTokens } from '@contract/entities/customer';
import { ApiClientError } from '@/lib/api/api-client-error';
import { sharedRotationHandoff } from '@/lib/auth/rotation-handoff';
import { refreshTokenCookie } from '@/lib/auth/session-cookies';
import { NextResponse } from 'next/server';

/**
 * `POST /api/auth/refresh`: rotates the refresh token in the cookie and answers a new access token.
 * A session that is over (401: unknown, expired, revoked or reused token) clears the cookies; a 409
 * `refresh_in_progress` (another tab rotated it a moment ago) leaves them: the browser already has
 * the new one and tries again, unless that rotation's answer never reached it (the page navigated
 * away while it was on its way): then this process hands it that rotation's tokens, once
 * (`successorOnce`). The browser never refreshes this call on its own 401. The rotation
 * is recorded in the rotation handoff, so a document request that raced it with the old token
 * still gets the order detail's real status from the interceptor (lib/auth/rotation-handoff.ts).
 */
export async function POST(request: NextRequest) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const refreshToken = request.cookies.get(refreshTokenCookie)?.value;
  if (!refreshToken) {
    const response = NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: noStore });
    clearSessionCookies(response, request);
    return response;
  }
  const handoff = sharedRotationHandoff();
  try {
    return answerWith(request, await handoff.rotate(refreshToken, () => apiRefresh(request, refreshToken)));
  } catch (error) {
    const lost =
      error instanceof ApiClientError && error.status === 409 ? await handoff.successorOnce(refreshToken) : null;
    if (lost) return answerWith(request, lost);
    const response = failureAnswer(error, 'unauthenticated');
    const ended = error instanceof ApiClientError && [400, 401, 403, 422].includes(error.status);
    if (ended) clearSessionCookies(response, request);
    return response;
  }
}

function answerWith(request: NextRequest, tokens: AuthTokens) {
  const response = sessionAnswer(tokens);
  setSessionCookies(response, request, tokens);
  return response;
}
