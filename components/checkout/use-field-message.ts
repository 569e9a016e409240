'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { localizeFieldMessage } from '@/lib/checkout/field-messages';

/** Shows a contract or API field message in the page's language (`lib/checkout/field-messages.ts`). */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('checkout.fieldErrors');
  const locale = useLocale();
  return useCallback(
    (message) => (message ? localizeFieldMessage(message, locale, (key) => t(key)) : undefined),
    [locale, t],
  );
}
