import { PasswordResetAcceptedSchema, type PasswordResetBody } from '@contract/calls/auth';
import type { ThirdPartyProvider } from '@contract/entities/customer';
import type { Locale } from '@contract/locales';
import { ApiClientError } from '@/lib/api/api-client-error';
import { getBrowserApi } from '@/lib/api/browser-api';
import { writeCookie } from '@/lib/api/browser-cookies';
import { authFailure, postThirdPartyStart, type AuthFailure, type RouteResult } from './auth-routes';
import { rememberSourceCart } from './cart-transfer';
import { signInFromCookie, sourceCartIdMaxAge } from './session-cookies';

/**
 * The browser's account calls that hold no session secret: the password reset (request and new
 * password), made straight to the shop API, and the start of a third-party sign-in, made through
 * the storefront's route (it binds the sign-in to this browser).
 */

/** An API failure as the auth forms show it. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (!(error instanceof ApiClientError)) return authFailure('unavailable');
  if (error.status === 429) return authFailure('too_many_requests', [], error.retryAfterSeconds ?? 60);
  if (error.status === 422) {
    return authFailure(
      error.type === 'invalid_return_url' ? 'invalid_return_url' : 'validation_error',
      error.fieldErrors,
    );
  }
  return authFailure('unavailable');
}

/** `POST /passwords/customer`: always accepted, whether or not the e-mail has an account. */
export async function requestPasswordReset(locale: Locale, email: string): Promise<RouteResult<object>> {
  try {
    await getBrowserApi(locale).post(PasswordResetAcceptedSchema, 'passwords/customer', { body: { email } });
    return { ok: true };
  } catch (error) {
    return toAuthFailure(error);
  }
}

export type NewPasswordResult = { ok: true } | (AuthFailure & { tokenInvalid: boolean });

/** `PUT /passwords/customer`: the e-mailed token (single use) and the new password twice. */
export async function resetPassword(locale: Locale, body: PasswordResetBody): Promise<NewPasswordResult> {
  try {
    await getBrowserApi(locale).put(null, 'passwords/customer', { body });
    return { ok: true };
  } catch (error) {
    const failure = toAuthFailure(error);
    const tokenInvalid =
      error instanceof ApiClientError &&
      ([404, 410].includes(error.status) || error.fieldErrors.some((e) => e.field === 'token'));
    return { ...failure, tokenInvalid };
  }
}

/**
 * Starts a third-party sign-in: keeps the anonymous cart's id and this page's path for the return,
 * and asks the storefront's route for the provider's address (it calls `POST /socialite/redirect`
 * and binds the sign-in to this browser); the caller navigates there. A return address the API
 * does not accept answers `invalid_return_url`.
 */
export async function startThirdPartySignIn(
  locale: Locale,
  provider: ThirdPartyProvider,
): Promise<RouteResult<{ providerAuthUrl: string }>> {
  rememberSourceCart();
  writeCookie(signInFromCookie, window.location.pathname + window.location.search, sourceCartIdMaxAge);
  return postThirdPartyStart(provider, locale);
}
