import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { AppProviders } from '@/components/providers/app-providers';
import { publicApiBaseUrl } from '@/lib/api/api-url';
import { signInProviders } from '@/lib/auth/sign-in-providers';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'common',
  });
  return { title: { default: t('shopName'), template: `%s | ${t('shopName')}` } };
}

/** The root layout: the document, its language, and the app-wide providers. */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Every page outside the cached catalogue route renders per request, so it carries that
  // request's CSP nonce: a page prerendered at build time would have none, and its scripts would
  // be blocked (docs/security-headers.md). The cached route is `force-static`, where this returns
  // at once and changes nothing.
  await connection();
  // Product, category and article pictures come from the shop API's origin: open that connection
  // while the document is still arriving, so the largest picture is not held up by it. The browser
  // connects, so this is the API's public address.
  preconnect(new URL(publicApiBaseUrl()).origin);
  // Every page carries its client messages in its HTML: only the namespaces client components read.
  const [messages, providers] = await Promise.all([
    getMessages({ locale }).then(pickClientMessages),
    signInProviders(locale),
  ]);
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-white font-sans text-neutral-900 antialiased">
        <NextIntlClientProvider messages={messages}>
          <AppProviders signInProviders={providers}>{children as ReactNode}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
