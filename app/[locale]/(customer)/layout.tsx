import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { CustomerLayout } from '@/components/layouts/customer-layout';
import { pickCustomerLayoutMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { noIndexMetadata } from '@/lib/seo/page-metadata';

/** Per-shopper pages: kept out of search indexes, their links still followed. */
export const metadata = noIndexMetadata;

export default async function Layout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return <CustomerLayout>{children}</CustomerLayout>;
  setRequestLocale(locale);
  // The customer area's own texts reach the browser here only, not with every catalogue page.
  const messages = pickCustomerLayoutMessages(await getMessages({ locale }));
  return (
    <NextIntlClientProvider messages={messages}>
      <CustomerLayout>{children}</CustomerLayout>
    </NextIntlClientProvider>
  );
}
