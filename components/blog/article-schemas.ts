import { z } from 'zod';
import { ArticleAuthorSchema, ArticleCategorySchema, ArticleImageSchema } from '@contract/entities/article';
import { UrlsSchema } from '@contract/entities/common';

/**
 * Readers of the article embeds the blog shows. Embeds arrive as `unknown`; a missing or changed
 * one degrades to "not shown" instead of a crash.
 */
function embedded<T extends z.ZodType>(schema: T) {
  return (record: { _embedded?: Record<string, unknown> }, name: string): z.infer<T> | undefined => {
    const parsed = schema.safeParse(record._embedded?.[name]);
    return parsed.success ? parsed.data : undefined;
  };
}

export const embeddedAuthor = embedded(ArticleAuthorSchema);
export const embeddedArticleCategories = embedded(z.array(ArticleCategorySchema));
export const embeddedGallery = embedded(z.array(ArticleImageSchema));
export const embeddedProductIds = embedded(z.array(z.number().int().positive()));
export const embeddedNeighbour = embedded(z.object({ id: z.number(), name: z.string(), urls: UrlsSchema }));
export const embeddedImageUrl = embedded(z.string().min(1));

export const authorName = (author: { first_name: string; last_name: string }) => `${author.first_name} ${author.last_name}`.trim();
