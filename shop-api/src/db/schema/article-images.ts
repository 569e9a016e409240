import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { articles } from './content';
import { images } from './media';

/** The picture gallery of an article, in order; the article's own `image_id` stays its cover picture. */
export const articleImages = pgTable(
  'article_images',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'article_images_pkey', columns: [t.articleId, t.imageId] })],
);
