import { getLocale, getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import type { StaticPage } from '@contract/entities/static-page';
import { RichText } from '@/components/rich-text/rich-text';

export async function StaticPageView({ page }: { page: StaticPage }) {
  const t = await getTranslations('common');
  const locale = await getLocale();
  return (
    <article className="max-w-3xl">
      <Breadcrumbs items={[{ label: t('shopName'), href: `/${locale}` }, { label: page.name }]} />
      <h1 className="text-3xl font-bold">{page.name}</h1>
      <RichText html={page.content} className="mt-4" />
    </article>
  );
}
