'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { RegisterBody } from '@contract/calls/auth';
import type { Locale } from '@contract/locales';
import { getBrowserApi } from '@/lib/api/browser-api';
import { readCookie } from '@/lib/api/browser-cookies';
import { currencyCookie } from '@/lib/api/cookie-names';
import { createStoredCart } from '@/lib/cart/cart-loading';
import { clearCartId } from '@/lib/cart/cart-cookie';
import { cartKeys, type CartScope } from '@/lib/cart/cart-query-keys';
import { clearDeliveryDraft } from '@/lib/checkout/delivery-draft-session';
import { useSessionStore, type AccessSession } from '@/stores/session-store';
import { postForSession, postLogout, type RouteResult } from './auth-routes';
import { rememberSourceCart, settleCartTransfer } from './cart-transfer';
import { loadMe, meQueryKey } from './use-session';

/**
 * Sign-in, registration and sign-out in the browser. Each updates the session store, reloads the
 * identity (`['me']`) and moves the cart (the anonymous cart's items move into the customer's cart
 * on login; a fresh cart on logout: docs/customer-accounts-storefront.md, "Login, registration,
 * logout and the cart"), and leaves its success notice for the page. Expected failures are results
 * (`ok: false` with the route's error key and field errors).
 */

export interface AuthContext {
  queryClient: QueryClient;
  locale: Locale;
}

function cartScope(locale: Locale): CartScope {
  return { locale, currency: readCookie(currencyCookie) };
}

/** After a session was granted: the identity, then the cart transfer (its failure is a notice, not a failed login). */
async function startSession(context: AuthContext, session: AccessSession): Promise<void> {
  useSessionStore.getState().signIn(session);
  await moveCart(context);
}

async function moveCart(context: AuthContext): Promise<void> {
  const store = useSessionStore.getState();
  try {
    const me = await loadMe(context.queryClient, context.locale);
    const api = getBrowserApi(context.locale);
    const outcome = await settleCartTransfer(api, me, context.queryClient, cartScope(context.locale));
    if (outcome === 'failed') store.addNotice('cart_transfer_error');
  } catch {
    store.addNotice('cart_transfer_error');
  }
}

/** `POST /api/auth/login`; answers the guard's remembered path (the login page goes there). */
export async function login(
  context: AuthContext,
  email: string,
  password: string,
): Promise<RouteResult<{ returnPath: string | null }>> {
  rememberSourceCart();
  const result = await postForSession('/api/auth/login', { email, password });
  if (!result.ok) return result;
  await startSession(context, result.session);
  useSessionStore.getState().addNotice('login');
  return { ok: true, returnPath: result.returnPath };
}

/** `POST /api/auth/register` (the API's `POST /customers`), followed by the automatic login it grants. */
export async function register(context: AuthContext, body: RegisterBody): Promise<RouteResult<object>> {
  rememberSourceCart();
  const result = await postForSession('/api/auth/register', body);
  if (!result.ok) return result;
  await startSession(context, result.session);
  useSessionStore.getState().addNotice('registration');
  return { ok: true };
}

/**
 * `POST /api/auth/logout`: the session is revoked and its cookie cleared; the shopper continues
 * as a guest with a fresh, empty cart. Signing out locally never waits on the API's answer.
 */
export async function logout(context: AuthContext): Promise<RouteResult<object>> {
  const store = useSessionStore.getState();
  await postLogout(store.accessToken);
  store.signOut();
  // What was typed at checkout stays on this computer no longer than the session (docs/checkout.md).
  clearDeliveryDraft();
  context.queryClient.removeQueries({ queryKey: meQueryKey });
  clearCartId();
  context.queryClient.removeQueries({ queryKey: cartKeys.all });
  try {
    await createStoredCart(getBrowserApi(context.locale));
  } catch {
    // The next add creates the cart.
  }
  await context.queryClient.invalidateQueries({ queryKey: cartKeys.all });
  store.addNotice('logout');
  return { ok: true };
}

/** The three actions bound to this page's query client and language. */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const context = { queryClient, locale };
    return {
      login: (email: string, password: string) => login(context, email, password),
      register: (body: RegisterBody) => register(context, body),
      logout: () => logout(context),
    };
  }, [queryClient, locale]);
}

/**
 * After a third-party sign-in came back (the page loaded with the session cookie): the identity
 * and the transfer of the cart remembered before leaving for the provider.
 */
export async function finishThirdPartySignIn(context: AuthContext): Promise<void> {
  if (useSessionStore.getState().status === 'customer') await moveCart(context);
}
