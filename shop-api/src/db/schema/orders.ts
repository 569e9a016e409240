import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { paymentMethods, shippingMethods, shippingOptions } from './checkout-methods';
import { discounts, gifts } from './discounts';
import { products, productVariations } from './products';
import { countries, currencies } from './shop';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull();
const rate = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' }).notNull();
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** One entry of `orders.tax_per_rate`: amounts in the order's currency. */
export interface StoredTaxPerRate {
  tax_rate: number;
  price: number;
  tax_amount: number;
  taxed_price: number;
}

/**
 * An order. Prices, the shipping and payment method's names and prices, and the bank details are
 * copied when it is placed, so later changes of the catalogue do not change it. A guest reads it
 * with the token whose SHA-256 is `access_token_hash`; `idempotency_key` makes a repeated
 * submission answer the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    variableSymbol: text('variable_symbol').notNull(),
    cartId: uuid('cart_id'),
    customerId: integer('customer_id'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    locale: varchar('locale', { length: 2 }).notNull(),
    email: text('email').notNull(),
    note: text('note'),
    genderOrientedProductPreference: text('gender_oriented_product_preference'),
    newsletter: boolean('newsletter').notNull().default(false),
    createNewAccount: boolean('create_new_account').notNull().default(false),
    accessTokenHash: text('access_token_hash').notNull(),
    idempotencyKey: uuid('idempotency_key').unique(),
    itemsPrice: money('items_price'),
    taxedItemsPrice: money('taxed_items_price'),
    discountedAmount: money('discounted_amount'),
    discountedTaxedAmount: money('discounted_taxed_amount'),
    totalPrice: money('total_price'),
    taxedTotalPrice: money('taxed_total_price'),
    taxAmount: money('tax_amount'),
    taxPerRate: jsonb('tax_per_rate').$type<StoredTaxPerRate[]>().notNull(),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    shippingName: text('shipping_name').notNull(),
    shippingPrice: money('shipping_price'),
    shippingTaxedPrice: money('shipping_taxed_price'),
    shippingTaxRate: rate('shipping_tax_rate'),
    shippingService: smallint('shipping_service').notNull(),
    shippingOptionId: integer('shipping_option_id').references(() => shippingOptions.id, { onDelete: 'set null' }),
    shippingOptionName: text('shipping_option_name'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    paymentName: text('payment_name').notNull(),
    paymentPrice: money('payment_price'),
    paymentTaxedPrice: money('payment_taxed_price'),
    paymentTaxRate: rate('payment_tax_rate'),
    paymentService: smallint('payment_service').notNull(),
    paymentIsOnline: boolean('payment_is_online').notNull(),
    paymentNote: text('payment_note'),
    bankAccount: text('bank_account'),
    iban: text('iban'),
    swift: text('swift'),
    paymentDueDate: date('payment_due_date'),
    /** What loyalty credits paid of the order, in its currency (already taken off the totals). */
    creditsAmount: numeric('credits_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when the customer deleted the account: names, e-mail and phones were replaced. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('orders_customer_idx').on(t.customerId), index('orders_cart_idx').on(t.cartId)],
);

/** An ordered line, prices fixed at order time; `order_item_type` and `parent_id` as in the cart. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productVariationId: integer('product_variation_id').references(() => productVariations.id, {
      onDelete: 'set null',
    }),
    giftId: integer('gift_id').references(() => gifts.id, { onDelete: 'set null' }),
    orderItemType: smallint('order_item_type').notNull().default(0),
    name: text('name').notNull(),
    variationName: text('variation_name'),
    code: text('code'),
    sku: text('sku'),
    imageId: integer('image_id'),
    amount: integer('amount').notNull(),
    unitPrice: money('unit_price'),
    taxedUnitPrice: money('taxed_unit_price'),
    originalUnitPrice: money('original_unit_price'),
    originalTaxedUnitPrice: money('original_taxed_unit_price'),
    totalPrice: money('total_price'),
    taxedTotalPrice: money('taxed_total_price'),
    taxRate: rate('tax_rate'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** The order's billing (type 2) and shipping (type 1) address as given at order time. */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
    shippingMethodId: integer('shipping_method_id'),
    shippingOptionId: integer('shipping_option_id'),
    shippingService: smallint('shipping_service'),
  },
  (t) => [uniqueIndex('order_addresses_order_type_idx').on(t.orderId, t.type)],
);

/** Vouchers the order used, with what each took off. */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    code: text('code'),
    discountedAmount: money('discounted_amount'),
    discountedTaxedAmount: money('discounted_taxed_amount'),
    isForPurchase: boolean('is_for_purchase').notNull().default(true),
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** The shipping price a free-shipping voucher waived (docs/cart.md, "Free shipping"). */
    waivedShippingAmount: money('waived_shipping_amount').default(0),
    waivedShippingTaxedAmount: money('waived_shipping_taxed_amount').default(0),
  },
  (t) => [index('order_discounts_order_idx').on(t.orderId)],
);

/**
 * A card payment of an order at a gateway (`gopay` or `csob`): the data catalogue's payment
 * gateway model. `state` is created, paid, cancelled or failed; `external_id` is the gateway's id.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    externalId: text('external_id').notNull(),
    orderNumber: text('order_number').notNull(),
    state: text('state').notNull().default('created'),
    amount: money('amount'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    locale: varchar('locale', { length: 2 }).notNull(),
    returnUrl: text('return_url').notNull(),
    gateUrl: text('gate_url'),
    payload: jsonb('payload'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The status check (payments/status-check.ts): how often it asked, and when it may ask next. */
    statusChecks: integer('status_checks').notNull().default(0),
    nextStatusCheckAt: timestamp('next_status_check_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_gateway_external_idx').on(t.gateway, t.externalId),
    index('payments_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'created'`),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** A parcel of an order handed to a carrier, with the number the shopper tracks it by. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    carrier: text('carrier').notNull(),
    trackingUrl: text('tracking_url'),
    /** When the carrier handed it over; the 14 days of a withdrawal run from it (docs/returns-and-complaints.md). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId)],
);

/** An invoice issued for an order (on payment): its number and the amount it is for. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    taxedTotalPrice: money('taxed_total_price'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_order_idx').on(t.orderId)],
);
