'use client';

import { useLocale, useTranslations } from 'next-intl';

/**
 * The error page's minimal navbar (spec: "Error page … minimal navbar"): the shop's name, linking
 * home with a plain link, so the page loads anew from the server after a failure. No language
 * switch, unlike the login and cart navbars the spec asks one of: the error boundary's code is
 * fetched with every page, and the switch and the localized router would be a second copy of
 * what the page header already loads (docs/benchmarks.md, "Size budget").
 */
export function ErrorNavbar() {
  const t = useTranslations('common');
  const locale = useLocale();
  return (
    <header className="border-b border-neutral-200">
      <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
        <a href={`/${locale}`} className="text-lg font-bold whitespace-nowrap text-brand-900">
          {t('shopName')}
        </a>
      </div>
    </header>
  );
}
