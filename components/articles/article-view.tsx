import { pictureSizes } from '@/lib/images/picture-sizes';
import { ApiImage } from '@/components/images/api-image';
import { getTranslations } from 'next-intl/server';
import { CatalogueLinks } from '@/components/navigation/catalogue-links';
import { Breadcrumbs, type Crumb } from '@/components/navigation/breadcrumbs';
import { RichText } from '@/components/rich-text/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import type { Article } from '@contract/entities/article';
import {
  embeddedArticleCategories,
  embeddedAuthor,
  embeddedGallery,
  embeddedImageUrl,
  embeddedProductIds,
} from '@/lib/catalogue/embeds';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { articleJsonLd } from '@/lib/seo/json-ld/article-json-ld';
import { shopIdentity } from '@/lib/seo/json-ld/shop-json-ld';
import { absoluteUrl, siteUrl } from '@/lib/seo/site-url';
import { ArticleAuthor } from './article-author';
import { ArticleGallery } from './article-gallery';
import { ArticleMeta } from './article-meta';
import { ArticleNeighbours } from './article-neighbours';
import { blogHref } from './blog-path';
import { RelatedArticles } from './related-articles';
import { RelatedProducts } from './related-products';

/** Covers are drawn square; the article shows them at 16:9. */
const coverSize = { width: 1000, height: 1000 };

/**
 * An article: trail, title, date and reading time, author, cover, perex, content, gallery, its
 * categories, the products it features, the articles before and after it and more from its
 * category, plus its BlogPosting structured data. Products and "read next" are awaited here, not
 * streamed behind a Suspense boundary, so they are in the server HTML crawlers and shoppers
 * without JavaScript read; a failed read leaves its section's note in their place.
 */
export async function ArticleView({ context, article }: { context: CatalogueContext; article: Article }) {
  const { locale } = context;
  const t = await getTranslations();
  // Without the route table the trail goes without its blog crumb (the failure is logged).
  const blogLink = await blogHref(locale, 'article breadcrumbs');
  const blog = blogLink.ok ? blogLink.data : null;
  const categories = embeddedArticleCategories(article, 'categories') ?? [];
  const mainCategory = categories.find((c) => c.id === article.default_article_category_id) ?? categories[0];
  const author = embeddedAuthor(article, 'user');
  const cover = embeddedImageUrl(article, 'image_url');
  const productIds = embeddedProductIds(article, 'product_ids') ?? [];
  const crumbs: Crumb[] = [
    { label: t('common.shopName'), href: `/${locale}` },
    ...(blog ? [{ label: t('blog.title'), href: blog }] : []),
    ...(mainCategory
      ? [{ label: mainCategory.name, href: catalogueHref(locale, mainCategory._embedded?.urls, mainCategory.slug) }]
      : []),
    { label: article.name },
  ];
  const url = absoluteUrl(siteUrl(), catalogueHref(locale, article._embedded?.urls, article.slug));
  return (
    <>
      <JsonLd data={articleJsonLd(article, { url, locale, publisher: shopIdentity(t('common.shopName')) })} />
      <article className="mx-auto max-w-3xl">
        <Breadcrumbs items={crumbs} />
        <header className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold leading-tight md:text-4xl">{article.name}</h1>
          <ArticleMeta article={article} locale={locale} />
          {author && <ArticleAuthor author={author} />}
        </header>
        {cover && (
          <ApiImage
            src={cover}
            sizes={pictureSizes.articleCover}
            intrinsicWidth={coverSize.width}
            alt=""
            width={coverSize.width}
            height={coverSize.height}
            fetchPriority="high"
            // The cover is the page's largest paint: decoded with it, not in a later frame.
            decoding="sync"
            className="mt-6 aspect-video w-full rounded-lg bg-neutral-100 object-cover"
          />
        )}
        {article.perex && <p className="mt-6 text-lg font-medium text-neutral-800">{article.perex}</p>}
        <RichText html={article.content} className="mt-4 text-neutral-800" />
        <ArticleGallery images={embeddedGallery(article, 'images') ?? []} title={article.name} />
        {categories.length > 0 && (
          <div className="mt-10 flex flex-col gap-2">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-neutral-600">
              {t('article.categories')}
            </h2>
            <CatalogueLinks items={categories} locale={locale} label={t('article.categories')} />
          </div>
        )}
      </article>
      {productIds.length > 0 && (
        <div className="mt-12">
          <RelatedProducts context={context} productIds={productIds} />
        </div>
      )}
      <div className="mx-auto max-w-3xl">
        <ArticleNeighbours article={article} locale={locale} />
      </div>
      {mainCategory && (
        <div className="mt-12">
          <RelatedArticles context={context} categoryId={mainCategory.id} articleId={article.id} />
        </div>
      )}
    </>
  );
}
