'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { authFieldMessage } from '@/lib/auth/auth-forms';
import type { AuthFailure } from '@/lib/auth/auth-routes';

/** A form error of an auth form (a rule key or an API message) in the page's language (`auth.fields`). */
export function useAuthFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('auth.fields');
  const locale = useLocale();
  return useCallback((message) => authFieldMessage(message, locale, (key) => t(key)), [locale, t]);
}

/** The text of a refused auth call; a 429 tells the wait, in minutes once it is longer than one. */
export function useAuthErrorText(): (failure: Pick<AuthFailure, 'error' | 'retryAfter'>) => string {
  const t = useTranslations('auth.errors');
  return useCallback(
    (failure) => {
      if (failure.error !== 'too_many_requests') return t(failure.error);
      const seconds = retryAfterSeconds(failure);
      return seconds > 60
        ? t('too_many_requests_minutes', { minutes: Math.ceil(seconds / 60) })
        : t('too_many_requests', { seconds });
    },
    [t],
  );
}

/** The seconds a refused call asks to wait (the API's Retry-After; a minute when it did not say). */
export const retryAfterSeconds = (failure: Pick<AuthFailure, 'retryAfter'>): number => failure.retryAfter ?? 60;
