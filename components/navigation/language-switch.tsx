'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { locales, type Locale } from '@contract/locale-codes';
import { getPathname } from '@/lib/i18n/navigation';
import { useAppPathname } from '@/lib/i18n/use-app-pathname';

export type Alternates = Partial<Record<Locale, string>>;

function useAppRouteAlternates(): Alternates {
  const pathname = useAppPathname();
  const params = useParams();
  const href = { pathname, params } as Parameters<typeof getPathname>[0]['href'];
  return Object.fromEntries(locales.map((locale) => [locale, getPathname({ locale, href })]));
}

/**
 * Links to the same page in the other languages. Catalogue pages pass their own paths per
 * language (`alternates`); app routes (cart, login, customer area) take them from the routing config.
 * Plain links: switching language reloads the document so its language and messages change with it.
 */
export function LanguageSwitch({ alternates }: { alternates?: Alternates }) {
  const current = useLocale();
  const t = useTranslations('language');
  const fromRoute = useAppRouteAlternates();
  const hrefs = alternates ?? fromRoute;
  return (
    <nav aria-label={t('label')}>
      <ul className="flex gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={hrefs[locale] ?? `/${locale}`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={`rounded px-2 py-1 uppercase hover:bg-neutral-100 ${locale === current ? 'font-semibold text-brand-700 underline' : 'text-neutral-700'}`}
            >
              <span aria-hidden="true">{locale}</span>
              <span className="sr-only">{t(locale)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
