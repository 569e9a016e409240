'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Locale } from '@contract/locales';
import { readCookie, writeCookie } from '@/lib/api/browser-cookies';
import { ensureSession } from '@/lib/auth/browser-session';
import { authNoticeCookie } from '@/lib/auth/session-cookies';
import { showNotice } from '@/lib/notices/notices';
import { loadQueryClient } from '@/lib/query/shared-query-client';
import { useAuthModalStore } from '@/stores/auth-modal-store';
import { useSessionStore, type SessionNotice } from '@/stores/session-store';

const AuthModal = dynamic(() => import('./auth-modal').then((module) => module.AuthModal), { ssr: false });

const successNotices = new Set<SessionNotice>([
  'login',
  'logout',
  'registration',
  'automatic_login',
  'password_changed',
]);
const leftNotices = new Set<string>(['login', 'login_failed', 'invalid_return_url', 'sign_in_not_started_here']);

/** Shows the session's notices (set outside React too: a failed refresh) in the page's language. */
function useSessionNotices(): void {
  const t = useTranslations('authNotices');
  const waiting = useSessionStore((state) => state.notices.length);
  useEffect(() => {
    if (waiting === 0) return;
    for (const notice of useSessionStore.getState().takeNotices()) {
      const keys: SessionNotice[] = notice === 'registration' ? ['registration', 'automatic_login'] : [notice];
      for (const key of keys) {
        const success = successNotices.has(key);
        void showNotice(success ? t('successTitle') : t('errorTitle'), t(key), { tone: success ? 'success' : 'error' });
      }
    }
  }, [waiting, t]);
}

/**
 * The session of every page, mounted once by the app providers and free of zod (it is part of
 * every page's first JavaScript): it settles the session on page load (a refresh when the session
 * hint cookie is there), shows the notices a route handler left (`auth_notice`: the third-party
 * sign-in's return) and the session's own, finishes a third-party sign-in's cart transfer, and
 * renders the auth modal, loaded when first opened. Free of React Query too: the cart transfer
 * loads the page's query client (`lib/query/`) when it runs.
 */
export function AuthHost() {
  const view = useAuthModalStore((state) => state.view);
  const status = useSessionStore((state) => state.status);
  const locale = useLocale() as Locale;
  const returnedFromProvider = useRef(false);
  useSessionNotices();

  useEffect(() => {
    const left = readCookie(authNoticeCookie);
    if (left) writeCookie(authNoticeCookie, '', 0);
    if (left && leftNotices.has(left)) {
      returnedFromProvider.current = left === 'login';
      useSessionStore.getState().addNotice(left as SessionNotice);
    }
    void ensureSession();
  }, []);

  useEffect(() => {
    if (status !== 'customer' || !returnedFromProvider.current) return;
    returnedFromProvider.current = false;
    void Promise.all([import('@/lib/auth/auth-actions'), loadQueryClient()]).then(
      ([{ finishThirdPartySignIn }, queryClient]) => finishThirdPartySignIn({ queryClient, locale }),
    );
  }, [status, locale]);

  return view ? <AuthModal view={view} /> : null;
}
