import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import type { Article } from '@/lib/contract/entities/article';
import { RichText } from './rich-text';

export async function ArticleView({ article }: { article: Article }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const locale = await getLocale();
  return (
    <article className="max-w-3xl">
      <Breadcrumbs items={[{ label: t('common.home'), href: `/${locale}` }, { label: article.name }]} />
      <h1 className="text-3xl font-bold">{article.name}</h1>
      <p className="mt-2 text-sm text-neutral-600">
        {article.publish_at && t('article.publishedAt', { date: format.dateTime(new Date(article.publish_at), { dateStyle: 'long' }) })}
        {article.time_for_reading ? ` · ${t('article.readingTime', { minutes: article.time_for_reading })}` : ''}
      </p>
      {article.perex && <p className="mt-4 text-lg text-neutral-800">{article.perex}</p>}
      <RichText html={article.content} className="mt-4" />
    </article>
  );
}
