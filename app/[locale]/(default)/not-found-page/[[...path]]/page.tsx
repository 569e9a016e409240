import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NotFoundView } from '@/components/errors/not-found-view';
import { NotFoundLayout } from '@/components/errors/not-found-layout';
import { routing } from '@/lib/i18n/routing';

type Props = PageProps<'/[locale]/not-found-page/[[...path]]'>;

/**
 * The 404 page, rendered whole on the server. The request interceptor rewrites a catalogue path
 * the shop API does not know here with status 404 (`/cs/neexistuje` → `/cs/not-found-page/neexistuje`),
 * so the raw HTML has the language, title, message, path, home link and search box: a `notFound()`
 * of a page only streams an empty shell that the browser fills in (docs/seo-and-errors.md). Its
 * title is in the layout beside it.
 */
export default async function NotFoundPage({ params }: Props) {
  const { locale, path } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <NotFoundLayout>
      <NotFoundView path={['', locale, ...(path ?? [])].join('/')} />
    </NotFoundLayout>
  );
}
