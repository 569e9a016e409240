import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './products';

/** A parameter reviewers rate on its own ("Quality", "Fit"). */
export const reviewParameters = pgTable('review_parameters', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviewParameterTranslations = pgTable(
  'review_parameter_translations',
  {
    reviewParameterId: integer('review_parameter_id')
      .notNull()
      .references(() => reviewParameters.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ name: 'review_parameter_translations_pkey', columns: [t.reviewParameterId, t.locale] })],
);

/**
 * A product review, written in one language. `customer_full_name` is the author's name as it was
 * when the review was written; a customer writes at most one review per product.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id'),
    customerFullName: text('customer_full_name'),
    locale: varchar('locale', { length: 2 }).notNull(),
    name: text('name').notNull(),
    comment: text('comment'),
    rating: smallint('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId),
    uniqueIndex('product_reviews_customer_product_key')
      .on(t.productId, t.customerId)
      .where(sql`${t.customerId} is not null`),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const productReviewParameterRatings = pgTable(
  'product_review_parameter_ratings',
  {
    productReviewId: integer('product_review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    reviewParameterId: integer('review_parameter_id')
      .notNull()
      .references(() => reviewParameters.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_review_parameter_ratings_pkey', columns: [t.productReviewId, t.reviewParameterId] }),
    check('product_review_parameter_ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
