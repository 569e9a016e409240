import { pictureSizes } from '@/lib/images/picture-sizes';
import { ApiImage } from '@/components/images/api-image';
import type { Article } from '@contract/entities/article';
import type { Locale } from '@contract/locales';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { ArticleMeta } from './article-meta';
import { embeddedImageUrl } from '@/lib/catalogue/embeds';

/** Article covers are drawn square; cards crop them to 3:2. */
const coverSize = { width: 1000, height: 1000 };

/** One article in a list: cover, title as the link, date and reading time, perex. */
export async function ArticleCard({
  article,
  locale,
  priority = false,
  headingLevel = 2,
}: {
  article: Article;
  locale: Locale;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const href = catalogueHref(locale, article._embedded?.urls, article.slug);
  const cover = embeddedImageUrl(article, 'image_url');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white">
      {cover ? (
        <ApiImage
          src={cover}
          sizes={pictureSizes.articleCard}
          intrinsicWidth={coverSize.width}
          alt=""
          width={coverSize.width}
          height={coverSize.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[3/2] w-full bg-neutral-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[3/2] w-full bg-brand-50" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-semibold leading-snug">
          <a href={href} className="after:absolute after:inset-0 group-hover:text-brand-700 group-hover:underline">
            {article.name}
          </a>
        </Heading>
        <ArticleMeta article={article} locale={locale} />
        {article.perex && <p className="line-clamp-3 text-sm text-neutral-700">{article.perex}</p>}
      </div>
    </article>
  );
}
