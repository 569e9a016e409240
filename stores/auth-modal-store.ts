import { create } from 'zustand';

/** The three kinds of the auth modal (docs/customer-accounts-storefront.md, "Screens"). */
export type AuthModalView = 'login' | 'registration' | 'password-reset';

interface AuthModalState {
  /** The open view, or null when the modal is closed. */
  view: AuthModalView | null;
  open(view: AuthModalView): void;
  close(): void;
}

/** Whether the auth modal is open and on which view; `components/auth/auth-modal-host.tsx` renders it. */
export const useAuthModalStore = create<AuthModalState>()((set) => ({
  view: null,
  open: (view) => set({ view }),
  close: () => set({ view: null }),
}));

/** Opens the auth modal from anywhere (the header, a wish-list heart of a logged-out shopper). */
export function openAuthModal(view: AuthModalView = 'login'): void {
  useAuthModalStore.getState().open(view);
}
