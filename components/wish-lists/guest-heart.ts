import { showNotice } from '@/lib/notices/notices';
import { openAuthModal } from '@/stores/auth-modal-store';

/** What a heart does for a shopper who is not signed in: the login dialog and the spec's notice. */
export function askGuestToSignIn(notice: string): void {
  openAuthModal('login');
  void showNotice(notice);
}
