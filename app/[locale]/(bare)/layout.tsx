import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { BareLayout } from '@/components/layouts/bare-layout';
import { routing } from '@/lib/i18n/routing';
import { QueryProvider } from '@/lib/query/query-provider';
import { noIndexMetadata } from '@/lib/seo/page-metadata';

/** Per-shopper pages: kept out of search indexes, their links still followed. */
export const metadata = noIndexMetadata;

export default async function Layout({ children, params }: LayoutProps<'/[locale]'>) {
  // Layouts render alongside the locale layout, so each sets the locale itself (next-intl static rendering).
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  // The login page reads the session and signs in through React Query, which the locale layout
  // does not provide (lib/query/).
  return (
    <QueryProvider>
      <BareLayout>{children}</BareLayout>
    </QueryProvider>
  );
}
