import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands, categories, productAvailabilities } from './catalogue';
import { images } from './media';
import { currencies, taxGroups } from './shop';

const locale = () => varchar('locale', { length: 2 }).notNull();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull();
const codes = {
  code: text('code'),
  sku: text('sku'),
  ean: text('ean'),
  upc: text('upc'),
  jan: text('jan'),
  isbn: text('isbn'),
  mpn: text('mpn'),
};
const dimensions = {
  height: real('height'),
  width: real('width'),
  depth: real('depth'),
  weight: real('weight'),
  volume: real('volume'),
};
const expectations = {
  expectedCount: integer('expected_count'),
  expectedDateMin: date('expected_date_min'),
  expectedDateMax: date('expected_date_max'),
  purchasableSince: timestamp('purchasable_since', { withTimezone: true }),
  maxPurchasableAmount: integer('max_purchasable_amount'),
};

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    productAvailabilityId: integer('product_availability_id').references(() => productAvailabilities.id),
    taxGroupId: integer('tax_group_id').references(() => taxGroups.id),
    defaultCategoryId: integer('default_category_id').references(() => categories.id),
    ...codes,
    updateStock: boolean('update_stock').notNull().default(true),
    stockState: integer('stock_state').notNull().default(0),
    reservedState: integer('reserved_state').notNull().default(0),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    metaIndex: boolean('meta_index').notNull().default(true),
    metaFollow: boolean('meta_follow').notNull().default(true),
    showOnSitemap: boolean('show_on_sitemap').notNull().default(true),
    ...dimensions,
    sellsCount: integer('sells_count').notNull().default(0),
    hasVariations: boolean('has_variations').notNull().default(false),
    ogImageId: integer('og_image_id').references(() => images.id),
    ...expectations,
    needPackage: boolean('need_package').notNull().default(false),
    amountUnit: text('amount_unit'),
    expectedDays: integer('expected_days'),
    feedAvailability: text('feed_availability'),
    productType: smallint('product_type').notNull().default(0),
    flexiblePackageNumberOfItems: integer('flexible_package_number_of_items'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_brand_idx').on(t.brandId), index('products_default_category_idx').on(t.defaultCategoryId)],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    slug: text('slug').notNull(),
    hasAutomaticSlug: boolean('has_automatic_slug').notNull().default(true),
    metaTitle: text('meta_title'),
    metaH1Title: text('meta_h1_title'),
    metaDescription: text('meta_description'),
    ogTitle: text('og_title'),
    ogDescription: text('og_description'),
  },
  (t) => [primaryKey({ name: 'product_translations_pkey', columns: [t.productId, t.locale] })],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'product_categories_pkey', columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

/** Price of a product in one currency; `taxed_price` includes the product's tax rate. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    price: money('price'),
    taxedPrice: money('taxed_price'),
  },
  (t) => [primaryKey({ name: 'product_prices_pkey', columns: [t.productId, t.currencyId] })],
);

export const productProperties = pgTable('product_properties', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull(),
  position: integer('position').notNull().default(0),
  isPublic: boolean('is_public').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productPropertyTranslations = pgTable(
  'product_property_translations',
  {
    productPropertyId: integer('product_property_id')
      .notNull()
      .references(() => productProperties.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description'),
    slug: text('slug').notNull(),
    hasAutomaticSlug: boolean('has_automatic_slug').notNull().default(true),
  },
  (t) => [primaryKey({ name: 'product_property_translations_pkey', columns: [t.productPropertyId, t.locale] })],
);

export const productPropertyAttributes = pgTable('product_property_attributes', {
  id: serial('id').primaryKey(),
  productPropertyId: integer('product_property_id')
    .notNull()
    .references(() => productProperties.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  isHidden: boolean('is_hidden').notNull().default(false),
  imageId: integer('image_id').references(() => images.id),
  /** Hex colour for colour properties, free text otherwise. */
  value: text('value'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productPropertyAttributeTranslations = pgTable(
  'product_property_attribute_translations',
  {
    productPropertyAttributeId: integer('product_property_attribute_id')
      .notNull()
      .references(() => productPropertyAttributes.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    hasAutomaticSlug: boolean('has_automatic_slug').notNull().default(true),
  },
  (t) => [
    primaryKey({
      name: 'product_property_attribute_translations_pkey',
      columns: [t.productPropertyAttributeId, t.locale],
    }),
  ],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: integer('image_id').references(() => images.id),
    productAvailabilityId: integer('product_availability_id').references(() => productAvailabilities.id),
    ...codes,
    updateStock: boolean('update_stock').notNull().default(true),
    stockState: integer('stock_state').notNull().default(0),
    reservedState: integer('reserved_state').notNull().default(0),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    needPackage: boolean('need_package').notNull().default(false),
    ...dimensions,
    ...expectations,
  },
  (t) => [index('product_variations_product_idx').on(t.productId)],
);

export const productVariationTranslations = pgTable(
  'product_variation_translations',
  {
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
  },
  (t) => [primaryKey({ name: 'product_variation_translations_pkey', columns: [t.productVariationId, t.locale] })],
);

export const productVariationPrices = pgTable(
  'product_variation_prices',
  {
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    price: money('price'),
    taxedPrice: money('taxed_price'),
  },
  (t) => [primaryKey({ name: 'product_variation_prices_pkey', columns: [t.productVariationId, t.currencyId] })],
);

/** Which attribute a variation has for each of its properties. */
export const productVariationAttributes = pgTable(
  'product_variation_attributes',
  {
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    productPropertyId: integer('product_property_id')
      .notNull()
      .references(() => productProperties.id),
    productPropertyAttributeId: integer('product_property_attribute_id')
      .notNull()
      .references(() => productPropertyAttributes.id),
  },
  (t) => [
    primaryKey({ name: 'product_variation_attributes_pkey', columns: [t.productVariationId, t.productPropertyId] }),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productVariationId: integer('product_variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    type: smallint('type').notNull().default(0),
    description: text('description').notNull().default(''),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);
