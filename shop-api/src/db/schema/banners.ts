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
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from './catalogue';
import { images } from './media';

/**
 * Promotional banners. `bannerTypeId` says where a banner shows (see `bannerTypes` in the contract),
 * `sizeType` how wide it is. A banner is shown while it is active and inside its validity window
 * (either end may be open), in the languages it is translated into.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    bannerTypeId: smallint('banner_type_id').notNull(),
    sizeType: varchar('size_type', { length: 16 }).notNull().default('full'),
    imageId: integer('image_id').references(() => images.id),
    mobileImageId: integer('mobile_image_id').references(() => images.id),
    buttonImageId: integer('button_image_id').references(() => images.id),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [index('banners_type_position_idx').on(t.bannerTypeId, t.position)],
);

export const bannerTranslations = pgTable(
  'banner_translations',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    name: text('name').notNull(),
    content: text('content'),
    url: text('url'),
    urlText: text('url_text'),
    buttonText: text('button_text'),
    buttonLink: text('button_link'),
  },
  (t) => [primaryKey({ name: 'banner_translations_pkey', columns: [t.bannerId, t.locale] })],
);

/** Banners shown at the top of a category page. */
export const categoryBanners = pgTable(
  'category_banners',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'category_banners_pkey', columns: [t.categoryId, t.bannerId] })],
);
