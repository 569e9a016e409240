import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/catalogue/pagination';
import type { Article } from '@contract/entities/article';
import type { ListEnvelope } from '@contract/envelope';
import type { Locale } from '@contract/locales';
import { ArticleCard } from './article-card';

/** One page of articles as a grid of cards, with crawlable page links (`?strana=N`, `?page=N`) below. */
export async function ArticleList({
  articles,
  locale,
  basePath,
}: {
  articles: ListEnvelope<Article>;
  locale: Locale;
  basePath: string;
}) {
  const t = await getTranslations('blog');
  if (articles.items.length === 0) return <p className="py-8 text-neutral-700">{t('noArticles')}</p>;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.items.map((article, index) => (
          <li key={article.id}>
            <ArticleCard article={article} locale={locale} priority={articles._meta.page === 1 && index < 3} />
          </li>
        ))}
      </ul>
      <Pagination meta={articles._meta} basePath={basePath} locale={locale} />
    </>
  );
}
