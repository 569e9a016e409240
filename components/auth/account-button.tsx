'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@contract/locales';
import { useHydrated } from '@/lib/cart/use-cart-scope';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { loadQueryClient } from '@/lib/query/shared-query-client';
import { useIntentPrefetch } from '@/lib/routing/use-intent-prefetch';
import { openAuthModal } from '@/stores/auth-modal-store';
import { useSessionStore } from '@/stores/session-store';

const itemClass =
  'inline-flex min-h-11 items-center text-neutral-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 lg:min-h-6';

/**
 * The header's account entry: logged out, "Log in" (opening the auth modal where `opensModal`);
 * logged in, a link to the customer dashboard and a logout button. Free of zod and React Query
 * (every page's first JavaScript): the logout action and the page's query client load when clicked.
 */
export function AccountButton({ opensModal = true }: { opensModal?: boolean }) {
  const t = useTranslations('auth.account');
  const status = useSessionStore((state) => state.status);
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  // Until the page has hydrated the link goes to the login page; then it opens the dialog.
  const hydrated = useHydrated();
  const loginIntent = useIntentPrefetch('/login');

  if (status !== 'customer') {
    // A link to the login page (without JavaScript, and in the phone's menu drawer); in the
    // header's row it opens the auth modal instead.
    return (
      <Link
        href="/login"
        // Not when it scrolls into view (it is on every page): on intent, and only where it navigates.
        prefetch={false}
        {...(opensModal ? {} : loginIntent)}
        className={itemClass}
        aria-haspopup={opensModal && hydrated ? 'dialog' : undefined}
        onClick={(event) => {
          if (!opensModal || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          openAuthModal('login');
        }}
      >
        {t('login')}
      </Link>
    );
  }

  async function signOut() {
    if (leaving) return;
    setLeaving(true);
    const [{ logout }, queryClient] = await Promise.all([import('@/lib/auth/auth-actions'), loadQueryClient()]);
    await logout({ queryClient, locale });
    setLeaving(false);
    if (pathname.startsWith('/customer')) router.push('/');
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-x-4">
      <Link href="/customer/dashboard" className={itemClass}>
        {t('myAccount')}
      </Link>
      <button type="button" aria-disabled={leaving || undefined} className={itemClass} onClick={() => void signOut()}>
        {leaving ? t('loggingOut') : t('logout')}
      </button>
    </span>
  );
}
