import {
  boolean,
  check,
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
import { products, productVariations } from './products';
import { currencies } from './shop';

const locale = () => varchar('locale', { length: 2 }).notNull();
const amount = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * Vouchers: a code that takes `percents` off the items, or a fixed amount per currency
 * (`discount_currency_amounts`), and/or makes shipping free. Valid between `valid_from` and
 * `valid_to` (open ends run forever), for at most `limit_orders` orders (`used_orders` counts them).
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are compared upper-case. */
    code: text('code').notNull().unique(),
    percents: numeric('percents', { precision: 5, scale: 2, mode: 'number' }),
    freeShipping: boolean('free_shipping').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isForPurchase: boolean('is_for_purchase').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    limitOrders: integer('limit_orders'),
    usedOrders: integer('used_orders').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discounts_percents_check', sql`${t.percents} is null or (${t.percents} > 0 and ${t.percents} <= 100)`),
    check('discounts_used_orders_check', sql`${t.usedOrders} >= 0`),
  ],
);

export const discountTranslations = pgTable(
  'discount_translations',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ name: 'discount_translations_pkey', columns: [t.discountId, t.locale] })],
);

/**
 * Per currency: the fixed amount a voucher takes off (with tax; null for a percentage voucher) and
 * the smallest order (items with tax) it applies to. A voucher without a row for the cart's
 * currency has no minimum; a fixed-amount voucher without one does not apply.
 */
export const discountCurrencyAmounts = pgTable(
  'discount_currency_amounts',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    taxedAmount: amount('taxed_amount'),
    minimumTaxedOrder: amount('minimum_taxed_order'),
  },
  (t) => [primaryKey({ name: 'discount_currency_amounts_pkey', columns: [t.discountId, t.currencyId] })],
);

/**
 * A gift: a product (or one variation) given at `percents` off (100: free), at most `limit` units
 * per cart. Its rules say when: `gift_rules`.
 */
export const gifts = pgTable('gifts', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  productVariationId: integer('product_variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
  isCombinable: boolean('is_combinable').notNull().default(true),
  percents: numeric('percents', { precision: 5, scale: 2, mode: 'number' }).notNull().default(100),
  limit: integer('limit'),
});

/**
 * When a gift is given. Type 1 (order gift): the cart's items cost at least `amount` (with tax)
 * in `currency_id`. Type 2 (product gift): the cart holds `product_id`; one gift per unit of it,
 * nested under it.
 */
export const giftRules = pgTable('gift_rules', {
  id: serial('id').primaryKey(),
  giftId: integer('gift_id')
    .notNull()
    .references(() => gifts.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
  type: smallint('type').notNull(),
  productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
  currencyId: integer('currency_id').references(() => currencies.id),
  amount: amount('amount'),
});
