import type { NextRequest } from 'next/server';
import {
  apiRegister,
  failureAnswer,
  readJsonObject,
  refuseCrossSite,
  sessionAnswer,
  setSessionCookies,
} from '@/lib/auth/auth-server';

/**
 * `POST /api/auth/register`: the registration form's fields go to the shop API's `POST /customers`
 * as they are (the API validates them; a 422 comes back with its field errors). Registration signs
 * the customer in, so the answer is a session like login's, its refresh token in the cookie.
 */
export async function POST(request: NextRequest) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const body = await readJsonObject(request);
  try {
    const tokens = await apiRegister(request, body ?? {});
    const response = sessionAnswer(tokens);
    setSessionCookies(response, request, tokens);
    return response;
  } catch (error) {
    return failureAnswer(error, 'unauthenticated');
  }
}
