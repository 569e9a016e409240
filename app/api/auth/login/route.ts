import type { NextRequest } from 'next/server';
import {
  apiLogin,
  clearReturnUrl,
  failureAnswer,
  readJsonObject,
  refuseCrossSite,
  sessionAnswer,
  setSessionCookies,
} from '@/lib/auth/auth-server';
import { safeReturnPath } from '@/lib/auth/return-url';
import { returnUrlCookie } from '@/lib/auth/session-cookies';

/**
 * `POST /api/auth/login` {email, password}: signs in through the shop API, keeps the refresh token
 * in its httpOnly cookie and answers `{ accessToken, accessExpirationAt, returnPath }`, where
 * `returnPath` is the guard's remembered page (a checked relative path, else null; then forgotten).
 * Wrong credentials: 401 `login_failed`.
 */
export async function POST(request: NextRequest) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const body = await readJsonObject(request);
  const email = typeof body?.email === 'string' ? body.email : '';
  const password = typeof body?.password === 'string' ? body.password : '';
  try {
    const tokens = await apiLogin(request, { email, password });
    const returnPath = safeReturnPath(request.cookies.get(returnUrlCookie)?.value);
    const response = sessionAnswer(tokens, { returnPath });
    setSessionCookies(response, request, tokens);
    clearReturnUrl(response);
    return response;
  } catch (error) {
    return failureAnswer(error, 'login_failed');
  }
}
