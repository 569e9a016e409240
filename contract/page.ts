import { z } from 'zod';
import { ArticleCategorySchema, ArticleSchema } from './entities/article';
import { BannerSchema } from './entities/banner';
import { BrandSchema } from './entities/brand';
import { CategorySchema } from './entities/category';
import { UrlsSchema } from './entities/common';
import { ProductSchema } from './entities/product';
import { StaticPageSchema } from './entities/static-page';
import { listEnvelopeSchema } from './envelope';

/** The kinds of page a path can show; the other answer a path can give is a redirect. */
export const shownPageKinds = [
  'product',
  'article',
  'brand',
  'category',
  'static-page',
  'article-category',
  'homepage',
  'blog-list',
  'search',
] as const;
export type ShownPageKind = (typeof shownPageKinds)[number];
export const pageKinds = [...shownPageKinds, 'redirect'] as const;
export type PageKind = (typeof pageKinds)[number];

export const redirectStatusCodes = [301, 302, 303, 307, 308] as const;

export const RedirectPageSchema = z.object({
  kind: z.literal('redirect'),
  /** An app path with its locale prefix (`/cs/nove-triko`) or an absolute URL. */
  destination: z.string().min(1),
  statusCode: z.union(redirectStatusCodes.map((code) => z.literal(code))),
});
export type RedirectPage = z.infer<typeof RedirectPageSchema>;

const page = <K extends string, M extends z.ZodType, T extends number>(kind: K, modelType: T, model: M) =>
  z.object({ kind: z.literal(kind), model_type: z.literal(modelType), model, urls: UrlsSchema });

export const HomepageModelSchema = z.object({
  featured_products: z.array(ProductSchema),
  categories: z.array(CategorySchema),
  articles: z.array(ArticleSchema),
  /** Active, currently valid home banners (hero and promo types), by position. */
  banners: z.array(BannerSchema),
});

/** One page of articles, newest first, as a listing page of the blog shows them. */
export const ArticleListSchema = listEnvelopeSchema(ArticleSchema);

/** The blog's front page: its name and meta texts, one page of every article, and the article categories. */
export const BlogListModelSchema = z.object({
  name: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  articles: ArticleListSchema,
  /** Root article categories, each with its `urls`. */
  categories: z.array(ArticleCategorySchema),
});

export const PageSchema = z.discriminatedUnion('kind', [
  RedirectPageSchema,
  page('product', 1, ProductSchema),
  page('article', 12, ArticleSchema),
  page('brand', 15, BrandSchema),
  page('category', 16, CategorySchema),
  page('static-page', 18, StaticPageSchema),
  /** The category embeds `urls`, `children` and `ancestors`; `articles` is the requested page of its articles. */
  page('article-category', 19, ArticleCategorySchema).extend({ articles: ArticleListSchema }),
  z.object({ kind: z.literal('homepage'), model: HomepageModelSchema, urls: UrlsSchema }),
  z.object({ kind: z.literal('blog-list'), model: BlogListModelSchema, urls: UrlsSchema }),
  z.object({ kind: z.literal('search'), urls: UrlsSchema }),
]);
export type Page = z.infer<typeof PageSchema>;
export type PageOfKind<K extends PageKind> = Extract<Page, { kind: K }>;

/**
 * `GET /page-kind/{path}`: what a path holds without its model, the cheap check of whether a page
 * exists. The same answer as `GET page/{path}` would give, reduced to the kind (a redirect keeps
 * its target, so a caller can tell a redirect it would follow from one it would not); a path
 * without a page is the same 404.
 */
export const PageKindAnswerSchema = z.discriminatedUnion('kind', [
  RedirectPageSchema,
  z.object({ kind: z.enum(shownPageKinds) }),
]);
export type PageKindAnswer = z.infer<typeof PageKindAnswerSchema>;
