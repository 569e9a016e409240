import { getTranslations } from 'next-intl/server';
import { SectionUnavailable } from '@/components/errors/section-unavailable';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { readNextArticles } from '@/lib/data/articles';
import { secondaryRead } from '@/lib/data/secondary-read';
import { ArticleCard } from './article-card';

const relatedArticlesCount = 3;

/**
 * "Read next": the latest other articles of the article's category, then of the blog. Awaited with
 * the article (in its server HTML); when the read fails the section keeps its heading and says so,
 * and the article itself is unaffected.
 */
export async function RelatedArticles({
  context,
  categoryId,
  articleId,
}: {
  context: CatalogueContext;
  categoryId: number;
  articleId: number;
}) {
  const t = await getTranslations();
  const articles = await secondaryRead({ resource: 'articles', section: 'related articles' }, () =>
    readNextArticles(context, categoryId, articleId, relatedArticlesCount),
  );
  if (articles.ok && articles.data.length === 0) return null;
  return (
    <section aria-labelledby="related-articles">
      <h2 id="related-articles" className="mb-4 text-xl font-semibold">
        {t('article.readNext')}
      </h2>
      {articles.ok ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.data.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} locale={context.locale} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : (
        <SectionUnavailable message={t('unavailable.relatedArticles')} />
      )}
    </section>
  );
}
