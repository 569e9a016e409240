/** The websocket's status as the storefront shows and tracks it (docs/live-cart-notices.md, "Status"). */
export type CartSocketStatus = 'initial' | 'connecting' | 'open' | 'closed' | 'error';

const byPusherState: Record<string, CartSocketStatus> = {
  initialized: 'initial',
  connecting: 'connecting',
  connected: 'open',
  disconnected: 'closed',
  unavailable: 'error',
  failed: 'error',
};

/**
 * The status after pusher-js enters `state`. A refusal closes the socket right after its error,
 * so `closed` does not hide an `error` until the socket tries again.
 */
export function statusAfterState(previous: CartSocketStatus, state: string): CartSocketStatus {
  const next = byPusherState[state] ?? previous;
  return previous === 'error' && next === 'closed' ? 'error' : next;
}

interface PusherConnectionError {
  type?: string;
  data?: { code?: number | null };
  error?: PusherConnectionError;
}

/**
 * The status after pusher-js reports a connection error. Only a refusal it will not retry (codes
 * 4000–4099: wrong key, unsupported protocol, unauthorised) is an error now; a dropped or
 * restarting server is retried by pusher-js, which reports `unavailable` if that keeps failing.
 */
export function statusAfterError(previous: CartSocketStatus, error: unknown): CartSocketStatus {
  const reported = error as PusherConnectionError | null;
  const code = reported?.data?.code ?? reported?.error?.data?.code;
  return typeof code === 'number' && code >= 4000 && code < 4100 ? 'error' : previous;
}
