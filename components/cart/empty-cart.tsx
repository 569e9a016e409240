'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** The cart without items: a sentence and the way back to shopping. */
export function EmptyCart() {
  const t = useTranslations('cartPage.empty');
  return (
    <section
      className="flex flex-col items-start gap-3 rounded-lg border border-neutral-200 p-6"
      data-testid="empty-cart"
    >
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      <p className="text-neutral-700">{t('text')}</p>
      <Link
        href="/"
        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
      >
        {t('link')}
      </Link>
    </section>
  );
}
