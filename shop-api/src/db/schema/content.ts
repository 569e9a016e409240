import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { images } from './media';

const locale = () => varchar('locale', { length: 2 }).notNull();

export const articleAuthors = pgTable('article_authors', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  imageId: integer('image_id').references(() => images.id),
});

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  position: integer('position').notNull().default(0),
});

export const articleCategoryTranslations = pgTable(
  'article_category_translations',
  {
    articleCategoryId: integer('article_category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description'),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ name: 'article_category_translations_pkey', columns: [t.articleCategoryId, t.locale] })],
);

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  defaultArticleCategoryId: integer('default_article_category_id').references(() => articleCategories.id),
  authorId: integer('author_id').references(() => articleAuthors.id),
  imageId: integer('image_id').references(() => images.id),
  timeForReading: integer('time_for_reading'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  externalUrl: text('external_url'),
  isActive: boolean('is_active').notNull().default(true),
});

export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    perex: text('perex'),
    content: text('content'),
    slug: text('slug').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ name: 'article_translations_pkey', columns: [t.articleId, t.locale] })],
);

export const articleArticleCategories = pgTable(
  'article_article_categories',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    articleCategoryId: integer('article_category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'article_article_categories_pkey', columns: [t.articleId, t.articleCategoryId] })],
);

export const articleProducts = pgTable(
  'article_products',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ name: 'article_products_pkey', columns: [t.articleId, t.productId] })],
);

export const staticPages = pgTable('static_pages', {
  id: serial('id').primaryKey(),
  /**
   * What the shop links this page as, outside its list (`staticPageRoles`: the terms beside the
   * order button, the privacy policy, the shipping page); one page per role, null for the others.
   */
  role: text('role').unique('static_pages_role_key'),
  isActive: boolean('is_active').notNull().default(true),
  metaIndex: boolean('meta_index').notNull().default(true),
  metaFollow: boolean('meta_follow').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staticPageTranslations = pgTable(
  'static_page_translations',
  {
    staticPageId: integer('static_page_id')
      .notNull()
      .references(() => staticPages.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    slug: text('slug').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ name: 'static_page_translations_pkey', columns: [t.staticPageId, t.locale] })],
);

/**
 * The path index the page lookup reads: every catalogue path in every language, unique per
 * language across all kinds. A non-canonical row is an old path that redirects to the current one.
 */
export const seoUrls = pgTable(
  'seo_urls',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    path: text('path').notNull(),
    modelType: smallint('model_type').notNull(),
    modelId: integer('model_id').notNull(),
    isCanonical: boolean('is_canonical').notNull().default(true),
  },
  (t) => [
    unique('seo_urls_locale_path_unique').on(t.locale, t.path),
    // A record's paths: the `urls` embed of every listing, redirects to the canonical path, the sitemap.
    index('seo_urls_model_idx').on(t.modelType, t.modelId),
  ],
);

/** Hand-made redirects: a path in one language to an app path or an absolute URL. */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    sourcePath: text('source_path').notNull(),
    destination: text('destination').notNull(),
    statusCode: smallint('status_code').notNull().default(301),
  },
  (t) => [unique('redirects_locale_source_unique').on(t.locale, t.sourcePath)],
);
