import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { images } from './media';

const locale = () => varchar('locale', { length: 2 }).notNull();
const seoFlags = {
  metaIndex: boolean('meta_index').notNull().default(true),
  metaFollow: boolean('meta_follow').notNull().default(true),
  showOnSitemap: boolean('show_on_sitemap').notNull().default(true),
};
const metaTexts = {
  metaTitle: text('meta_title'),
  metaH1Title: text('meta_h1_title'),
  metaDescription: text('meta_description'),
};
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  imageId: integer('image_id').references(() => images.id),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  ...seoFlags,
  createdAt: createdAt(),
});

export const brandTranslations = pgTable(
  'brand_translations',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description'),
    slug: text('slug').notNull(),
    hasAutomaticSlug: boolean('has_automatic_slug').notNull().default(true),
    ...metaTexts,
  },
  (t) => [primaryKey({ name: 'brand_translations_pkey', columns: [t.brandId, t.locale] })],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    imageId: integer('image_id').references(() => images.id),
    menuImageId: integer('menu_image_id').references(() => images.id),
    color: varchar('color', { length: 7 }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    customerGroupsRestriction: boolean('customer_groups_restriction').notNull().default(false),
    ...seoFlags,
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description'),
    slug: text('slug').notNull(),
    hasAutomaticSlug: boolean('has_automatic_slug').notNull().default(true),
    ...metaTexts,
  },
  (t) => [primaryKey({ name: 'category_translations_pkey', columns: [t.categoryId, t.locale] })],
);

export const productAvailabilities = pgTable('product_availabilities', {
  id: serial('id').primaryKey(),
  canPurchase: boolean('can_purchase').notNull().default(true),
  forEmptyStock: boolean('for_empty_stock').notNull().default(false),
  forRefilledStock: boolean('for_refilled_stock').notNull().default(false),
  inCatalog: boolean('in_catalog').notNull().default(true),
  showStockStates: boolean('show_stock_states').notNull().default(false),
});

export const productAvailabilityTranslations = pgTable(
  'product_availability_translations',
  {
    productAvailabilityId: integer('product_availability_id')
      .notNull()
      .references(() => productAvailabilities.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    note: text('note'),
    hasAutomaticSlug: boolean('has_automatic_slug').notNull().default(true),
  },
  (t) => [primaryKey({ name: 'product_availability_translations_pkey', columns: [t.productAvailabilityId, t.locale] })],
);
