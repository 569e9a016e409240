'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LanguageSwitch, type Alternates } from './language-switch';
import { NavbarFrame } from './navbar-frame';

/**
 * The spec's minimal navbar: the shop's name and the language switch, nothing to lose the shopper
 * in. A client component so the error page, which React renders on the client, can use it too.
 * `preferences` is the price preferences switch, where the section shows prices (the cart).
 */
export function MinimalNavbar({ alternates, preferences }: { alternates?: Alternates; preferences?: ReactNode }) {
  const t = useTranslations('common');
  return (
    <NavbarFrame
      shopName={t('shopName')}
      languages={<LanguageSwitch alternates={alternates} />}
      preferences={preferences}
    />
  );
}
