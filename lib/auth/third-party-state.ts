import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ThirdPartyProvider } from '@contract/entities/customer';

/**
 * Binds a third-party sign-in to the browser that started it (login CSRF: a callback URL with
 * someone else's `code` and `state`, opened in another browser, would sign that browser into the
 * attacker's account). The storefront starts the sign-in itself, reads the `state` the shop API
 * put in the provider's address, and keeps its SHA-256 in an httpOnly cookie scoped to the return
 * route; the return route accepts a `state` only when its hash is that cookie's value.
 * docs/customer-accounts-storefront.md.
 */

export const thirdPartyStateCookie = 'third_party_state';
/** As long as the shop API keeps a started sign-in (`socialite_states`, 10 minutes). */
const thirdPartyStateMaxAge = 10 * 60;

/** The storefront's route a provider sends the shopper back to; the state cookie lives on this path only. */
function thirdPartyCallbackPath(provider: ThirdPartyProvider): string {
  return `/api/auth/third-party/${provider}`;
}

/** The absolute return address the shop API gives the provider (its redirect URI is derived from it). */
export function thirdPartyReturnUrl(origin: string, provider: ThirdPartyProvider): string {
  return `${origin}${thirdPartyCallbackPath(provider)}`;
}

/** The cookie's value for a state: SHA-256, base64url (the state itself never sits in the browser's cookie jar). */
function thirdPartyStateHash(state: string): string {
  return createHash('sha256').update(state).digest('base64url');
}

/** Whether `state` is the one whose hash the cookie holds; compared in constant time. */
export function stateMatchesCookie(state: string, cookie: string | undefined): boolean {
  if (!cookie) return false;
  const expected = Buffer.from(thirdPartyStateHash(state));
  const given = Buffer.from(cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The `state` parameter of the provider's authorization address, or null when it has none. */
export function stateOfAuthorizationUrl(providerAuthUrl: string): string | null {
  try {
    return new URL(providerAuthUrl).searchParams.get('state') || null;
  } catch {
    return null;
  }
}

/** One write of the state cookie: its hash while a sign-in is under way, emptied when it returns. */
interface StateCookieWrite {
  name: typeof thirdPartyStateCookie;
  value: string;
  options: { path: string; httpOnly: true; sameSite: 'lax'; secure: boolean; maxAge: number };
}

/**
 * The cookie of a started sign-in. SameSite=Lax: the provider sends the shopper back with a
 * top-level GET navigation, which carries Lax cookies, while no cross-site subrequest does.
 */
export function stateCookieWrite(provider: ThirdPartyProvider, state: string, secure: boolean): StateCookieWrite {
  return {
    name: thirdPartyStateCookie,
    value: thirdPartyStateHash(state),
    options: {
      path: thirdPartyCallbackPath(provider),
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: thirdPartyStateMaxAge,
    },
  };
}

/** The same cookie expired: every return clears it, whatever its outcome, so a state is tried once. */
export function stateCookieClear(provider: ThirdPartyProvider, secure: boolean): StateCookieWrite {
  const { options } = stateCookieWrite(provider, '', secure);
  return { name: thirdPartyStateCookie, value: '', options: { ...options, maxAge: 0 } };
}
