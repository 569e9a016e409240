import { z } from 'zod';
import { DateTimeSchema, IdSchema, UrlsSchema } from './entities/common';

/** Kinds of pages a sitemap lists: the home page, the blog list and every indexable catalogue record. */
export const sitemapEntryKinds = [
  'homepage',
  'blog-list',
  'product',
  'category',
  'brand',
  'article',
  'article-category',
  'static-page',
] as const;

/** One page of the sitemap: its path in every language it exists in, and when it last changed. */
export const SitemapEntrySchema = z.object({
  kind: z.enum(sitemapEntryKinds),
  /** Null for pages without a record (home, blog list). */
  model_id: IdSchema.nullable(),
  urls: UrlsSchema,
  lastmod: DateTimeSchema.nullable(),
});
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;

/** `GET sitemap`: how many entries exist and how many sitemap files (`GET sitemap/{page}`) they fill. */
export const SitemapSummarySchema = z.object({
  total: z.number().int().min(0),
  per_page: z.number().int().min(1),
  total_pages: z.number().int().min(1),
});
export type SitemapSummary = z.infer<typeof SitemapSummarySchema>;

/**
 * Entries per sitemap file. Each entry becomes one `<url>` per language (three), and a sitemap
 * file may hold at most 50,000 URLs.
 */
export const sitemapEntriesPerFile = 16_000;
