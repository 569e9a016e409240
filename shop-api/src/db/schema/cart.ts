import {
  boolean,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { paymentMethods, shippingMethods, shippingOptions } from './checkout-methods';
import { discounts, gifts } from './discounts';
import { products, productVariations } from './products';
import { countries, currencies } from './shop';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A shopper's cart. The random UUID is the capability to use it (docs/cart.md). While
 * `expiration_at` lies ahead, its items' `reserved_amount` units are held for it; `ordered_at` is
 * set when an order took it, after which it is closed.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    locale: varchar('locale', { length: 2 }).notNull(),
    email: text('email'),
    /** A customer's cart (customer accounts come later); such a cart needs that customer's token. */
    customerId: integer('customer_id'),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    shippingOptionId: integer('shipping_option_id').references(() => shippingOptions.id, { onDelete: 'set null' }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    countryId: integer('country_id').references(() => countries.id),
    hasShippingAddress: boolean('has_shipping_address').notNull().default(false),
    expirationAt: timestamp('expiration_at', { withTimezone: true }),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    /**
     * The address the cart was created from (null when unknown: a loopback caller). The carts
     * without an account of one client hold together at most a share of scarce stock (docs/cart.md).
     */
    clientIp: text('client_ip'),
    ...timestamps,
  },
  (t) => [index('carts_expiration_idx').on(t.expirationAt)],
);

/**
 * A line of a cart. `item_type` and `parent_id` follow the data catalogue (a product gift is type
 * 3 under its product). `reserved_amount` is what the cart holds of the stock while it is live.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => cartItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productVariationId: integer('product_variation_id').references(() => productVariations.id, {
      onDelete: 'cascade',
    }),
    giftId: integer('gift_id').references(() => gifts.id, { onDelete: 'cascade' }),
    itemType: smallint('item_type').notNull().default(0),
    amount: integer('amount').notNull(),
    reservedAmount: integer('reserved_amount').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    index('cart_items_product_idx').on(t.productId),
    index('cart_items_variation_idx').on(t.productVariationId),
  ],
);

/** The billing (type 2) and shipping (type 1) address of a cart, at most one of each. */
export const cartAddresses = pgTable(
  'cart_addresses',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    customerAddressId: integer('customer_address_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dialCode: text('dial_code'),
    phone: text('phone'),
    street: text('street'),
    city: text('city'),
    postCode: text('post_code'),
    countryId: integer('country_id').references(() => countries.id),
    isCompany: boolean('is_company').notNull().default(false),
    companyName: text('company_name'),
    companyIdentificationNumber: text('company_identification_number'),
    companyVatNumber: text('company_vat_number'),
    ...timestamps,
  },
  (t) => [uniqueIndex('cart_addresses_cart_type_idx').on(t.cartId, t.type)],
);

/** Vouchers applied to a cart. */
export const cartDiscounts = pgTable(
  'cart_discounts',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_discounts_cart_discount_idx').on(t.cartId, t.discountId)],
);
