import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import type { PageOfKind } from '@contract/page';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { parsePageNumber } from '@/lib/routing/page-number';
import { CatalogueLinks } from '@/components/navigation/catalogue-links';
import { ArticleList } from './article-list';

/** The blog's front page: every article newest first, page by page, and links to the article categories. */
export async function BlogListView({
  context,
  page,
  pageParam,
}: {
  context: CatalogueContext;
  page: PageOfKind<'blog-list'>;
  pageParam: string | string[] | undefined;
}) {
  if (parsePageNumber(pageParam) === null) notFound();
  const { locale } = context;
  const t = await getTranslations();
  const { model } = page;
  const basePath = catalogueHref(locale, page.urls);
  const { page: current, total_pages: total } = model.articles._meta;
  return (
    <>
      <Breadcrumbs items={[{ label: t('common.shopName'), href: `/${locale}` }, { label: model.name }]} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">
          {model.name}
          {current > 1 && <span className="sr-only"> – {t('pagination.current', { page: current, total })}</span>}
        </h1>
        <p className="max-w-2xl text-neutral-700">{t('blog.lead')}</p>
        <CatalogueLinks items={model.categories} locale={locale} label={t('blog.categories')} />
      </header>
      <div className="mt-8">
        <ArticleList articles={model.articles} locale={locale} basePath={basePath} />
      </div>
    </>
  );
}
