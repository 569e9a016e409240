import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RichText } from '@/components/rich-text/rich-text';
import { Breadcrumbs, type Crumb } from '@/components/navigation/breadcrumbs';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import type { PageOfKind } from '@contract/page';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { parsePageNumber } from '@/lib/routing/page-number';
import { CatalogueLinks } from '@/components/navigation/catalogue-links';
import { ArticleList } from './article-list';
import { embeddedArticleCategories } from '@/lib/catalogue/embeds';
import { blogHref } from './blog-path';

/** An article category: its trail from the blog, description, subcategories, and its articles page by page. */
export async function ArticleCategoryView({
  context,
  page,
  pageParam,
}: {
  context: CatalogueContext;
  page: PageOfKind<'article-category'>;
  pageParam: string | string[] | undefined;
}) {
  if (parsePageNumber(pageParam) === null) notFound();
  const { locale } = context;
  const t = await getTranslations();
  const category = page.model;
  // Without the route table the trail goes without its blog crumb (the failure is logged).
  const blogLink = await blogHref(locale, 'article category breadcrumbs');
  const blog = blogLink.ok ? blogLink.data : null;
  const ancestors = embeddedArticleCategories(category, 'ancestors') ?? [];
  const children = embeddedArticleCategories(category, 'children') ?? [];
  const crumbs: Crumb[] = [
    { label: t('common.shopName'), href: `/${locale}` },
    ...(blog ? [{ label: t('blog.title'), href: blog }] : []),
    ...ancestors.map((a) => ({ label: a.name, href: catalogueHref(locale, a._embedded?.urls, a.slug) })),
    { label: category.name },
  ];
  const { page: current, total_pages: total } = page.articles._meta;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">
          {category.name}
          {current > 1 && <span className="sr-only"> – {t('pagination.current', { page: current, total })}</span>}
        </h1>
        <RichText html={category.description} className="max-w-3xl text-neutral-700" />
        <CatalogueLinks items={children} locale={locale} label={t('blog.subcategories')} />
      </header>
      <div className="mt-8">
        <ArticleList
          articles={page.articles}
          locale={locale}
          basePath={catalogueHref(locale, page.urls, category.slug)}
        />
      </div>
    </>
  );
}
