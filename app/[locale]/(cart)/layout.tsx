import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { CartLayout } from '@/components/layouts/cart-layout';
import { cartSectionNamespaces, pickClientMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { noIndexMetadata } from '@/lib/seo/page-metadata';

/** Per-shopper pages: kept out of search indexes, their links still followed. */
export const metadata = noIndexMetadata;

export default async function Layout({ children, params }: LayoutProps<'/[locale]'>) {
  // Layouts render alongside the locale layout, so each sets the locale itself (next-intl static rendering).
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  // The checkout's client islands read their own namespace; only the cart section's pages carry it.
  const messages = pickClientMessages(await getMessages(), cartSectionNamespaces);
  return (
    <NextIntlClientProvider messages={messages}>
      <CartLayout>{children}</CartLayout>
    </NextIntlClientProvider>
  );
}
