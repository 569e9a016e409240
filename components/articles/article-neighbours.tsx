import { getTranslations } from 'next-intl/server';
import { embeddedNeighbour } from '@/lib/catalogue/embeds';
import type { Article } from '@contract/entities/article';
import type { Locale } from '@contract/locales';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/** Links to the article published just before and just after this one, when there are such. */
export async function ArticleNeighbours({ article, locale }: { article: Article; locale: Locale }) {
  const t = await getTranslations('article');
  const previous = embeddedNeighbour(article, 'article_prev');
  const next = embeddedNeighbour(article, 'article_next');
  if (!previous && !next) return null;
  const linkClass = 'flex h-full flex-col gap-1 rounded-lg border border-neutral-200 p-4 hover:border-brand-600';
  return (
    <nav aria-label={t('moreArticles')} className="mt-12 border-t border-neutral-200 pt-8">
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          {previous && (
            <a href={catalogueHref(locale, previous.urls)} rel="prev" className={linkClass}>
              <span className="text-sm text-neutral-600">
                <span aria-hidden="true">← </span>
                {t('previous')}
              </span>
              <span className="font-medium">{previous.name}</span>
            </a>
          )}
        </li>
        <li>
          {next && (
            <a href={catalogueHref(locale, next.urls)} rel="next" className={`${linkClass} sm:text-right`}>
              <span className="text-sm text-neutral-600">
                {t('next')}
                <span aria-hidden="true"> →</span>
              </span>
              <span className="font-medium">{next.name}</span>
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}
