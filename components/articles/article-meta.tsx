import { getTranslations } from 'next-intl/server';
import type { Article } from '@contract/entities/article';
import type { Locale } from '@contract/locales';
import { articleDay, formatArticleDate } from './article-date';
import { authorName, embeddedAuthor } from '@/lib/catalogue/embeds';
import { readingMinutes } from './reading-time';

/** Publish date, reading time and (optionally) the author's name, on one line. */
export async function ArticleMeta({
  article,
  locale,
  withAuthor = false,
  className = '',
}: {
  article: Article;
  locale: Locale;
  withAuthor?: boolean;
  className?: string;
}) {
  const t = await getTranslations('article');
  const date = formatArticleDate(article.publish_at, locale);
  const minutes = readingMinutes(article);
  const author = withAuthor ? embeddedAuthor(article, 'user') : undefined;
  const parts = [
    date && (
      <time key="date" dateTime={articleDay(article.publish_at) ?? undefined}>
        {date}
      </time>
    ),
    minutes !== null && <span key="reading">{t('readingTime', { minutes })}</span>,
    author && <span key="author">{t('author', { name: authorName(author) })}</span>,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-neutral-600 ${className}`}>
      {parts.map((part, i) => (
        <span key={i} className="flex items-center gap-2">
          {i > 0 && <span aria-hidden="true">·</span>}
          {part}
        </span>
      ))}
    </p>
  );
}
