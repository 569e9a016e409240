import { getTranslations } from 'next-intl/server';
import { ArticleCard } from '@/components/blog/article-card';
import { readNextArticles } from '@/components/blog/blog-data';
import type { CatalogueContext } from '@/lib/api/catalogue-api';

export const relatedArticlesCount = 3;

/**
 * "Read next": the latest other articles of the article's category, then of the blog. Fetched apart from the page
 * lookup (behind an article-card skeleton); a failed read leaves the section out.
 */
export async function RelatedArticles({ context, categoryId, articleId }: { context: CatalogueContext; categoryId: number; articleId: number }) {
  const t = await getTranslations('article');
  const articles = await readNextArticles(context, categoryId, articleId, relatedArticlesCount).catch(() => []);
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-articles">
      <h2 id="related-articles" className="mb-4 text-xl font-semibold">
        {t('readNext')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} locale={context.locale} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
