import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { CustomerLayout } from '@/components/layouts/customer-layout';
import { pickCustomerLayoutMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { QueryProvider } from '@/lib/query/query-provider';
import { noIndexMetadata } from '@/lib/seo/page-metadata';

/** Per-shopper pages: kept out of search indexes, their links still followed. */
export const metadata = noIndexMetadata;

export default async function Layout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  // The customer area's islands run React Query, which the locale layout does not provide (lib/query/).
  const page = (
    <QueryProvider>
      <CustomerLayout>{children}</CustomerLayout>
    </QueryProvider>
  );
  if (!hasLocale(routing.locales, locale)) return page;
  setRequestLocale(locale);
  // The customer area's own texts reach the browser here only, not with every catalogue page.
  const messages = pickCustomerLayoutMessages(await getMessages({ locale }));
  return <NextIntlClientProvider messages={messages}>{page}</NextIntlClientProvider>;
}
