import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { PageView } from '@/components/page-kinds/page-view';
import { LocaleSchema } from '@/lib/contract/locales';
import { getPage } from '@/lib/data/pages';
import { catalogueContextFromCookies } from '@/lib/data/request-preferences';
import { catalogueAlternates } from '@/lib/routing/catalogue-href';
import { dispatchPage, pathFromSegments } from '@/lib/routing/page-dispatch';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/[[...slug]]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const parsed = LocaleSchema.safeParse(locale);
  if (!parsed.success) return {};
  const context = await catalogueContextFromCookies(parsed.data);
  const action = dispatchPage(await getPage(context, pathFromSegments(slug)));
  if (action.type !== 'render') return {};
  const t = await getTranslations();
  return pageMetadata(action.page, { homeTitle: t('home.title'), searchTitle: t('search.title') });
}

/**
 * Every path that is not an app route: the shop API says what lives there (`GET page/{path}`).
 * No loading.tsx here on purpose: the answer decides the HTTP status (404, redirects), which
 * must be known before the first byte is sent.
 */
export default async function CataloguePage({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  const parsed = LocaleSchema.safeParse(locale);
  if (!parsed.success) notFound();
  setRequestLocale(parsed.data);
  const context = await catalogueContextFromCookies(parsed.data);
  const action = dispatchPage(await getPage(context, pathFromSegments(slug)));
  if (action.type === 'not-found') notFound();
  if (action.type === 'redirect') {
    if (action.permanent) permanentRedirect(action.url);
    redirect(action.url);
  }
  return (
    <DefaultLayout alternates={catalogueAlternates(action.page.urls)}>
      <PageView context={context} page={action.page} searchParams={await searchParams} />
    </DefaultLayout>
  );
}
