import { z } from 'zod';
import { EmbeddedSchema } from '../envelope';
import { DateTimeSchema, IdSchema, NullableString } from './common';

export const ArticleSchema = z.object({
  id: IdSchema,
  name: z.string(),
  perex: NullableString,
  content: NullableString,
  default_article_category_id: IdSchema.nullable(),
  slug: z.string(),
  time_for_reading: z.number().int().nullable(),
  publish_at: DateTimeSchema.nullable(),
  external_url: NullableString,
  meta_title: NullableString,
  meta_description: NullableString,
  _embedded: EmbeddedSchema,
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: NullableString,
  parent_id: IdSchema.nullable(),
  slug: z.string(),
  _embedded: EmbeddedSchema,
});
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>;

export const ArticleAuthorSchema = z.object({
  id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  image_url: NullableString,
});
export type ArticleAuthor = z.infer<typeof ArticleAuthorSchema>;

/** A picture of an article's gallery (the `images` embed) with its pixel size. */
export const ArticleImageSchema = z.object({
  id: IdSchema,
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ArticleImage = z.infer<typeof ArticleImageSchema>;
