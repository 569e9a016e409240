import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { CartLayout } from '@/components/layouts/cart-layout';
import { routing } from '@/lib/i18n/routing';
import { noIndexMetadata } from '@/lib/seo/page-metadata';

/** Per-shopper pages: kept out of search indexes, their links still followed. */
export const metadata = noIndexMetadata;

export default async function Layout({ children, params }: LayoutProps<'/[locale]'>) {
  // Layouts render alongside the locale layout, so each sets the locale itself (next-intl static rendering).
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  return <CartLayout>{children}</CartLayout>;
}
