'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { locales, type Locale } from '@contract/locale-codes';
import { getPathname } from '@/lib/i18n/localized-path';
import { useAppPathname } from '@/lib/i18n/use-app-pathname';
import { LanguageLinks, type Alternates } from './language-links';

export type { Alternates } from './language-links';

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
  return (
    <LanguageLinks
      current={current}
      hrefs={alternates ?? fromRoute}
      label={t('label')}
      names={Object.fromEntries(locales.map((locale) => [locale, t(locale)])) as Record<Locale, string>}
    />
  );
}
