import { readCookie } from '@/lib/api/browser-cookies';
import { clearDeliveryDraft } from '@/lib/checkout/delivery-draft-session';
import { useSessionStore } from '@/stores/session-store';
import { createRefresher, type RefreshOutcome } from './session-refresh';
import { sessionHintCookie } from './session-cookies';

/**
 * The browser's session (docs/customer-accounts-storefront.md, "The session in the browser"): the
 * access token in memory, renewed through the storefront's `/api/auth/refresh` (which reads the
 * httpOnly refresh cookie). One refresh runs at a time in this tab; the refresh call itself is a
 * plain fetch, never retried on its 401.
 */

export const refreshRoute = '/api/auth/refresh';

/** Renew this long before the access token expires, so a call does not travel with a dying token. */
const expiryMarginMs = 10_000;

const refresher = createRefresher({
  post: () =>
    fetch(refreshRoute, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    }),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

/**
 * Refreshes the session once (shared by concurrent callers) and answers the new access token. A
 * session that is over signs the customer out and leaves the `session_refresh_failed` notice; a
 * refresh that could not be done (network) keeps a signed-in customer as they are.
 */
export async function refreshAccessToken(): Promise<string | null> {
  return applyOutcome(await refresher());
}

function applyOutcome(outcome: RefreshOutcome): string | null {
  const store = useSessionStore.getState();
  if (outcome.kind === 'refreshed') {
    store.signIn(outcome.session);
    return outcome.session.accessToken;
  }
  if (outcome.kind === 'ended') {
    const wasSignedIn = store.status === 'customer' || store.status === 'unknown';
    store.signOut();
    if (wasSignedIn) {
      clearDeliveryDraft();
      store.addNotice('session_refresh_failed');
    }
  } else if (store.status === 'unknown') {
    store.signOut();
  }
  return null;
}

let checking: Promise<void> | null = null;

/**
 * Settles an `unknown` session once per page load: without the session hint cookie the shopper is
 * a guest at once; with it, the refresh cookie may exist, so the session is refreshed (and the
 * identity reloaded by `useSession`). A customer whose access token is about to expire is
 * refreshed first. Resolves at once on the server.
 */
export function ensureSession(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const { status, accessExpirationAt } = useSessionStore.getState();
  if (status === 'customer') {
    if (!isExpiring(accessExpirationAt)) return Promise.resolve();
    return refreshAccessToken().then(() => undefined);
  }
  if (status === 'guest') return Promise.resolve();
  checking ??= (async () => {
    if (readCookie(sessionHintCookie)) await refreshAccessToken();
    else useSessionStore.getState().signOut();
  })().finally(() => {
    checking = null;
  });
  return checking;
}

function isExpiring(expiresAt: string | null): boolean {
  if (!expiresAt) return false;
  const time = Date.parse(expiresAt);
  return Number.isFinite(time) && time - Date.now() < expiryMarginMs;
}
