import type { FieldError } from '@contract/api-error';
import type { AccessSession } from '@/stores/session-store';
import { safeReturnPath } from './return-url';
import { readSession } from './session-refresh';

/**
 * The browser's side of the storefront's own auth routes (`app/api/auth/*`): same-origin POSTs
 * whose answers are `{ accessToken, accessExpirationAt }` or an `AuthRouteError` body.
 */

/** Why an auth route refused, as the routes answer it (`error`) and as the forms show it. */
export type AuthErrorKey =
  'login_failed' | 'account_blocked' | 'validation_error' | 'too_many_requests' | 'invalid_return_url' | 'unavailable';

/** Every `error` a route may answer; the ones a form never sees read as `unavailable` there. */
export type AuthRouteErrorKey = AuthErrorKey | 'forbidden' | 'unauthenticated' | 'refresh_in_progress';

/** The body of a refused auth route. */
export interface AuthRouteError {
  error: AuthRouteErrorKey;
  fieldErrors?: FieldError[];
  /** Seconds to wait (429). */
  retryAfter?: number;
}

export type AuthFailure = { ok: false; error: AuthErrorKey; fieldErrors: FieldError[]; retryAfter?: number };
export type RouteResult<T> = ({ ok: true } & T) | AuthFailure;

const knownErrors = new Set<AuthErrorKey>([
  'login_failed',
  'account_blocked',
  'validation_error',
  'too_many_requests',
  'invalid_return_url',
  'unavailable',
]);

export function authFailure(error: AuthErrorKey, fieldErrors: FieldError[] = [], retryAfter?: number): AuthFailure {
  return retryAfter === undefined ? { ok: false, error, fieldErrors } : { ok: false, error, fieldErrors, retryAfter };
}

/** Reads a refused route's answer; anything unexpected is `unavailable`. */
async function readFailure(response: Response): Promise<AuthFailure> {
  const body = (await response.json().catch(() => null)) as Partial<AuthRouteError> | null;
  const error =
    body?.error && knownErrors.has(body.error as AuthErrorKey) ? (body.error as AuthErrorKey) : 'unavailable';
  const retryAfter = Number(response.headers.get('Retry-After') ?? body?.retryAfter);
  return authFailure(
    response.status === 429 ? 'too_many_requests' : error,
    Array.isArray(body?.fieldErrors) ? body.fieldErrors : [],
    Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined,
  );
}

async function post(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** What the login and registration routes answer: the session, and for login the remembered path. */
export interface SessionAnswer {
  session: AccessSession;
  /** The guard's remembered path (`return_url`), already checked; null when there is none. */
  returnPath: string | null;
}

/** POSTs a route that answers a session (login, registration). */
export async function postForSession(path: string, body: unknown): Promise<RouteResult<SessionAnswer>> {
  let response: Response;
  try {
    response = await post(path, body);
  } catch {
    return authFailure('unavailable');
  }
  if (!response.ok) return readFailure(response);
  const json: unknown = await response.json().catch(() => null);
  const session = readSession(json);
  if (!session) return authFailure('unavailable');
  const returnPath = (json as { returnPath?: unknown }).returnPath;
  return { ok: true, session, returnPath: typeof returnPath === 'string' ? safeReturnPath(returnPath) : null };
}

/** POSTs the logout route with the access token (the route revokes the session and clears the cookie). */
export async function postLogout(accessToken: string | null): Promise<boolean> {
  try {
    const response = await post(
      '/api/auth/logout',
      undefined,
      accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    );
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * POSTs the start of a third-party sign-in (`/api/auth/third-party/{provider}`): the route asks the
 * shop API, binds the sign-in to this browser with its state cookie and answers the provider's address.
 */
export async function postThirdPartyStart(
  provider: string,
  locale: string,
): Promise<RouteResult<{ providerAuthUrl: string }>> {
  let response: Response;
  try {
    response = await post(`/api/auth/third-party/${provider}`, { locale });
  } catch {
    return authFailure('unavailable');
  }
  if (!response.ok) return readFailure(response);
  const json = (await response.json().catch(() => null)) as { providerAuthUrl?: unknown } | null;
  return typeof json?.providerAuthUrl === 'string'
    ? { ok: true, providerAuthUrl: json.providerAuthUrl }
    : authFailure('unavailable');
}
