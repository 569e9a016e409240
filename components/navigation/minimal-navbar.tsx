'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { LanguageSwitch, type Alternates } from './language-switch';

/**
 * The spec's minimal navbar: the shop's name and the language switch, nothing to lose the shopper
 * in. A client component so the error page, which React renders on the client, can use it too.
 * `preferences` is the price preferences switch, where the section shows prices (the cart).
 */
export function MinimalNavbar({ alternates, preferences }: { alternates?: Alternates; preferences?: ReactNode }) {
  const t = useTranslations('common');
  return (
    <header className="border-b border-neutral-200">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="text-lg font-bold whitespace-nowrap text-brand-900">
          {t('shopName')}
        </Link>
        <div className="flex items-center gap-4 sm:order-last">
          <LanguageSwitch alternates={alternates} />
        </div>
        {/* On a phone the price switch has a row of its own under the name and the languages, so
            nothing is squeezed onto a second line by chance; from `sm` up all sit in one row. */}
        {preferences && <div className="flex w-full justify-end sm:w-auto sm:ml-auto">{preferences}</div>}
      </div>
    </header>
  );
}
