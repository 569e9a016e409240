import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { images } from './media';
import { products, productVariations } from './products';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A percentage discount of a product, or of one variation when `product_variation_id` is set,
 * running between `valid_from` and `valid_to` (open ends run forever). A variation without a
 * discount of its own takes its product's.
 */
export const productDiscounts = pgTable(
  'product_discounts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productVariationId: integer('product_variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    percents: numeric('percents', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [
    index('product_discounts_product_idx').on(t.productId),
    check('product_discounts_percents_check', sql`${t.percents} > 0 and ${t.percents} < 100`),
  ],
);

/** How stock counts are shown (one row, id 1): see StockDisplayModeSchema in the contract. */
export const stockDisplaySettings = pgTable('stock_display_settings', {
  id: smallint('id').primaryKey(),
  mode: text('mode').notNull().default('bounded'),
  min: integer('min').notNull().default(1),
  max: integer('max').notNull().default(20),
});

/** Downloadable files, stored in the database like the pictures. */
export const attachments = pgTable('attachments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mimeType: text('mime_type').notNull(),
  extension: text('extension').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productAttachments = pgTable(
  'product_attachments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_attachments_product_idx').on(t.productId)],
);

export const productAttachmentTranslations = pgTable(
  'product_attachment_translations',
  {
    productAttachmentId: integer('product_attachment_id')
      .notNull()
      .references(() => productAttachments.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ name: 'product_attachment_translations_pkey', columns: [t.productAttachmentId, t.locale] })],
);

/** A product video; `source_type` 0 is YouTube, the only source supported. */
export const productVideos = pgTable(
  'product_videos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    sourceType: smallint('source_type').notNull().default(0),
    videoId: text('video_id').notNull(),
    /** One description for every language; video titles are rarely translated. */
    description: text('description'),
    /** The shop's own still shown before the video plays; without one, the video host's thumbnail. */
    posterImageId: integer('poster_image_id').references(() => images.id, { onDelete: 'set null' }),
  },
  (t) => [index('product_videos_product_idx').on(t.productId)],
);

/** Relations set by hand: 0 alternative, 1 related, 4 gift (2 and 3 are picked when read). */
export const productRelations = pgTable(
  'product_relations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productVariationId: integer('product_variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductVariationId: integer('related_product_variation_id').references(() => productVariations.id, {
      onDelete: 'cascade',
    }),
    relationType: smallint('relation_type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_relations_product_idx').on(t.productId)],
);

/** The items of a package product (product_type 1–3), each `count` times. */
export const productPackageItems = pgTable(
  'product_package_items',
  {
    id: serial('id').primaryKey(),
    productPackageId: integer('product_package_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productVariationId: integer('product_variation_id').references(() => productVariations.id),
    count: integer('count').notNull().default(1),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('product_package_items_package_idx').on(t.productPackageId),
    check('product_package_items_count_check', sql`${t.count} > 0`),
  ],
);
