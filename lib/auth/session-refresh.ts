import type { AccessSession } from '@/stores/session-store';

/**
 * What one refresh of the session came to: a new access token, a session that is over (the
 * refresh cookie is missing, expired, revoked or reused: the customer is signed out), or a
 * failure that says nothing about the session (network, 5xx).
 */
export type RefreshOutcome = { kind: 'refreshed'; session: AccessSession } | { kind: 'ended' } | { kind: 'failed' };

export interface RefresherDeps {
  /** POSTs the storefront's `/api/auth/refresh` (the refresh cookie goes along). */
  post(): Promise<Response>;
  wait(ms: number): Promise<void>;
  /** How long to wait after a 409 `refresh_in_progress` (another tab rotated the cookie a moment ago). */
  conflictDelayMs?: number;
}

/**
 * A single-flight refresher: calls made while one refresh is under way share its outcome, so
 * concurrent 401s rotate the refresh token once. A 409 means another tab rotated the cookie just
 * now; the browser holds the new cookie by then, so one retry after a short wait succeeds.
 */
export function createRefresher(deps: RefresherDeps): () => Promise<RefreshOutcome> {
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function attempt(): Promise<RefreshOutcome> {
    let response = await deps.post();
    if (response.status === 409) {
      await deps.wait(deps.conflictDelayMs ?? 400);
      response = await deps.post();
    }
    if (response.ok) {
      const session = readSession(await response.json().catch(() => null));
      return session ? { kind: 'refreshed', session } : { kind: 'failed' };
    }
    return [400, 401, 403, 409].includes(response.status) ? { kind: 'ended' } : { kind: 'failed' };
  }

  return () => {
    inFlight ??= attempt()
      .catch((): RefreshOutcome => ({ kind: 'failed' }))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

/** The `{ accessToken, accessExpirationAt }` answer of the storefront's auth routes, or null. */
export function readSession(body: unknown): AccessSession | null {
  if (typeof body !== 'object' || body === null) return null;
  const { accessToken, accessExpirationAt } = body as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !accessToken || typeof accessExpirationAt !== 'string') return null;
  return { accessToken, accessExpirationAt };
}
