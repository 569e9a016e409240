import type { Article, ArticleAuthor } from '@contract';
import { imageUrl } from '../../images/image-url';
import type { ReadContext } from '../../list/read-context';
import type { ArticleRow } from './articles.repository';

export function serializeArticle({ article: a, translation: t }: ArticleRow): Article {
  return {
    id: a.id,
    name: t.name,
    perex: t.perex,
    content: t.content,
    default_article_category_id: a.defaultArticleCategoryId,
    slug: t.slug,
    time_for_reading: a.timeForReading,
    publish_at: a.publishAt?.toISOString() ?? null,
    external_url: a.externalUrl,
    meta_title: t.metaTitle,
    meta_description: t.metaDescription,
  };
}

interface AuthorRow {
  id: number;
  firstName: string;
  lastName: string;
  imageId: number | null;
}

export function serializeAuthor(author: AuthorRow, env: ReadContext): ArticleAuthor {
  return {
    id: author.id,
    first_name: author.firstName,
    last_name: author.lastName,
    image_url: author.imageId === null ? null : imageUrl(env.publicUrl, author.imageId),
  };
}
