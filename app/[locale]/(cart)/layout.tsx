import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { CartLayout } from '@/components/layouts/cart-layout';
import { pickCartLayoutMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { QueryProvider } from '@/lib/query/query-provider';
import { noIndexMetadata } from '@/lib/seo/page-metadata';

/** Per-shopper pages: kept out of search indexes, their links still followed. */
export const metadata = noIndexMetadata;

export default async function Layout({ children, params }: LayoutProps<'/[locale]'>) {
  // Layouts render alongside the locale layout, so each sets the locale itself (next-intl static rendering).
  const { locale } = await params;
  // The cart pages' islands run React Query, which the locale layout does not provide (lib/query/).
  const page = (
    <QueryProvider>
      <CartLayout>{children}</CartLayout>
    </QueryProvider>
  );
  if (!hasLocale(routing.locales, locale)) return page;
  setRequestLocale(locale);
  // The cart pages' own texts reach the browser here only, not with every catalogue page.
  const messages = pickCartLayoutMessages(await getMessages({ locale }));
  return <NextIntlClientProvider messages={messages}>{page}</NextIntlClientProvider>;
}
