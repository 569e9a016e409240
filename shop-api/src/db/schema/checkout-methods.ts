import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { images } from './media';
import { countries, currencies, taxGroups } from './shop';

const locale = () => varchar('locale', { length: 2 }).notNull();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull();

/**
 * Shipping methods. `shipping_service` and `address_requirement` use the data catalogue's codes
 * (contract/codes/shipping-services.ts, address-requirements.ts); `has_options` methods need a shipping
 * option (a pickup point) chosen.
 */
export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  shippingService: smallint('shipping_service').notNull().default(0),
  addressRequirement: smallint('address_requirement').notNull().default(0),
  hasOptions: boolean('has_options').notNull().default(false),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  isForRefund: boolean('is_for_refund').notNull().default(false),
  imageId: integer('image_id').references(() => images.id),
  taxGroupId: integer('tax_group_id')
    .notNull()
    .references(() => taxGroups.id),
});

export const shippingMethodTranslations = pgTable(
  'shipping_method_translations',
  {
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description'),
    deliveryTime: text('delivery_time'),
  },
  (t) => [primaryKey({ name: 'shipping_method_translations_pkey', columns: [t.shippingMethodId, t.locale] })],
);

/** A method's price in one currency; `taxed_price` includes the method's tax rate. */
export const shippingMethodPrices = pgTable(
  'shipping_method_prices',
  {
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    price: money('price'),
    taxedPrice: money('taxed_price'),
  },
  (t) => [primaryKey({ name: 'shipping_method_prices_pkey', columns: [t.shippingMethodId, t.currencyId] })],
);

/** Countries a method delivers to; a method without rows delivers everywhere. */
export const shippingMethodCountries = pgTable(
  'shipping_method_countries',
  {
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ name: 'shipping_method_countries_pkey', columns: [t.shippingMethodId, t.countryId] })],
);

/** Pickup points of a method with options; `search_text` is the lower-case, unaccented text search reads. */
export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: serial('id').primaryKey(),
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postCode: text('post_code').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    openingHours: text('opening_hours'),
    searchText: text('search_text').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('shipping_options_method_idx').on(t.shippingMethodId)],
);

/** Payment methods; bank transfer methods carry the shop's account for the payment instructions. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  paymentService: smallint('payment_service').notNull().default(0),
  isOnline: boolean('is_online').notNull().default(false),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  imageId: integer('image_id').references(() => images.id),
  taxGroupId: integer('tax_group_id')
    .notNull()
    .references(() => taxGroups.id),
  /** Czech/Slovak notation: prefix-number/bank code. */
  bankAccount: text('bank_account'),
  iban: text('iban'),
  swift: text('swift'),
  /** Days the shopper has to pay a bank transfer. */
  dueDays: integer('due_days').notNull().default(14),
});

export const paymentMethodTranslations = pgTable(
  'payment_method_translations',
  {
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description'),
    paymentNote: text('payment_note'),
  },
  (t) => [primaryKey({ name: 'payment_method_translations_pkey', columns: [t.paymentMethodId, t.locale] })],
);

export const paymentMethodPrices = pgTable(
  'payment_method_prices',
  {
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    price: money('price'),
    taxedPrice: money('taxed_price'),
  },
  (t) => [primaryKey({ name: 'payment_method_prices_pkey', columns: [t.paymentMethodId, t.currencyId] })],
);

/** Pairs that cannot go together (cash on delivery with a pickup point, for example). */
export const shippingPaymentIncompatibilities = pgTable(
  'shipping_payment_incompatibilities',
  {
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'shipping_payment_incompatibilities_pkey', columns: [t.shippingMethodId, t.paymentMethodId] }),
  ],
);

/** Carts whose items cost at least this much (with tax, after vouchers) ship free; per currency. */
export const freeShippingThresholds = pgTable('free_shipping_thresholds', {
  currencyId: integer('currency_id')
    .primaryKey()
    .references(() => currencies.id),
  taxedAmount: money('taxed_amount'),
});
