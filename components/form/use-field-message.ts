'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { localizeFieldMessage } from '@/lib/checkout/field-messages';

/**
 * Shows a contract or API field message (written in English beside its rule) in the page's
 * language, through `checkout.fieldErrors` (`lib/checkout/field-messages.ts`). The auth forms,
 * whose rules carry keys of `auth.fields`, use `useAuthFieldMessage` instead.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('checkout.fieldErrors');
  const locale = useLocale();
  return useCallback(
    (message) => (message ? localizeFieldMessage(message, locale, (key) => t(key)) : undefined),
    [locale, t],
  );
}
