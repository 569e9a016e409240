import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickReturnsPageMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import type { Locale } from '@contract/locales';

type TitleKey = 'guestTitle' | 'slipTitle';

export const localeOf = (locale: string): Locale =>
  hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;

/** The title of a returns page outside the customer area, kept out of search indexes. */
export async function returnsPageMetadata(locale: string, key: TitleKey, number = ''): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'returns' });
  return { title: t(key, { number }), robots: { index: false } };
}

/** A returns page outside the customer area: its heading, and the texts its islands need. */
export async function ReturnsPageFrame({
  locale,
  title,
  children,
}: {
  locale: Locale;
  title: string;
  children: ReactNode;
}) {
  setRequestLocale(locale);
  const messages = pickReturnsPageMessages(await getMessages({ locale }));
  return (
    <NextIntlClientProvider messages={messages}>
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
    </NextIntlClientProvider>
  );
}
