import { create } from 'zustand';

/**
 * `unknown` until the page has checked for a session (once per page load), then `guest` or
 * `customer`. Only the short-lived access token lives here, in memory: the refresh token stays in
 * its httpOnly cookie (docs/customer-accounts-storefront.md).
 */
export type SessionStatus = 'unknown' | 'guest' | 'customer';

/** What the storefront's `/api/auth/login|refresh|register` routes answer. */
export interface AccessSession {
  accessToken: string;
  /** ISO date-time when the access token stops working. */
  accessExpirationAt: string;
}

/** A notice of the session for the page to show in its language (`authNotices` messages). */
export type SessionNotice =
  | 'login'
  | 'logout'
  | 'registration'
  | 'automatic_login'
  | 'password_changed'
  | 'session_refresh_failed'
  | 'cart_transfer_error'
  | 'login_failed'
  | 'invalid_return_url'
  | 'sign_in_not_started_here';

interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  accessExpirationAt: string | null;
  /** Notices waiting for the page's notice host, oldest first (added outside React too: a failed refresh). */
  notices: SessionNotice[];
  signIn(session: AccessSession): void;
  /** Forgets the access token: the shopper is a guest. */
  signOut(): void;
  addNotice(notice: SessionNotice): void;
  /** Answers the waiting notices and forgets them. */
  takeNotices(): SessionNotice[];
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: 'unknown',
  accessToken: null,
  accessExpirationAt: null,
  notices: [],
  signIn: ({ accessToken, accessExpirationAt }) => set({ status: 'customer', accessToken, accessExpirationAt }),
  signOut: () => set({ status: 'guest', accessToken: null, accessExpirationAt: null }),
  addNotice: (notice) => set((state) => ({ notices: [...state.notices, notice] })),
  takeNotices: () => {
    const { notices } = get();
    if (notices.length > 0) set({ notices: [] });
    return notices;
  },
}));
