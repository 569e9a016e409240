import { getTranslations } from 'next-intl/server';
import { CompactSearchBox } from '@/components/search/compact-search-box';
import { Link } from '@/lib/i18n/navigation';
import { NotFoundPath } from './not-found-path';
import { shownPath } from './shown-path';

/**
 * The spec's 404 page: status, not-found heading, the missing path and text, a link home and a
 * compact search box. `path` is the address asked for, when the server knows it (then the page
 * has no client code but the search box and the home link); without it (a `notFound()` of a route) the address bar's.
 */
export async function NotFoundView({ path }: { path?: string }) {
  const t = await getTranslations('notFound');
  return (
    <section className="flex flex-col items-center gap-6 py-8 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('status', { status: 404 })}</p>
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      {path === undefined ? (
        <NotFoundPath />
      ) : (
        <p className="max-w-xl text-sm break-all text-neutral-600">{t('path', { path: shownPath(path) })}</p>
      )}
      <p className="max-w-xl text-neutral-700">{t('text')}</p>
      <CompactSearchBox />
      <Link href="/" className="font-medium text-brand-700 underline">
        {t('backHome')}
      </Link>
    </section>
  );
}
