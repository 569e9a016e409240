import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CreditReason } from '@contract/calls/customer-accounts';
import { carts } from './cart';
import { paymentMethods, shippingMethods } from './checkout-methods';
import { customerGroups } from './customer-groups';
import { products, productVariations } from './products';
import { countries } from './shop';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A registered customer. `email` is stored lower-cased and unique; `password_hash` is argon2id and
 * empty for an account made by a third-party sign-in until a password is set. A deleted account is
 * anonymized in place (`deleted_at`), so its orders keep a customer id that nobody can sign in as.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dialCode: varchar('dial_code', { length: 8 }),
    phone: varchar('phone', { length: 32 }),
    birthAt: date('birth_at', { mode: 'string' }),
    genderOrientedProductPreference: text('gender_oriented_product_preference'),
    code: text('code'),
    locale: varchar('locale', { length: 2 }).notNull().default('cs'),
    isActive: boolean('is_active').notNull().default(true),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    preferredPaymentMethodId: integer('preferred_payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    preferredShippingMethodId: integer('preferred_shipping_method_id').references(() => shippingMethods.id, {
      onDelete: 'set null',
    }),
    restrictToCountryId: integer('restrict_to_country_id').references(() => countries.id),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoggedAt: timestamp('last_logged_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('customers_email_key').on(t.email)],
);

/** The customer groups a customer belongs to (restricted categories, group prices). */
export const customerGroupMembers = pgTable(
  'customer_group_members',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    customerGroupId: integer('customer_group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'customer_group_members_pkey', columns: [t.customerId, t.customerGroupId] })],
);

/**
 * A signed-in session. Only SHA-256 hashes of its tokens are stored. The access token is short-lived;
 * the refresh token rotates on every use, and the hashes it had before sit in
 * `customer_session_retired_tokens`: presenting one of them again revokes the session.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    accessTokenHash: text('access_token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    accessExpirationAt: timestamp('access_expiration_at', { withTimezone: true }).notNull(),
    sessionExpirationAt: timestamp('session_expiration_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_sessions_access_key').on(t.accessTokenHash),
    uniqueIndex('customer_sessions_refresh_key').on(t.refreshTokenHash),
    index('customer_sessions_customer_idx').on(t.customerId),
  ],
);

/** Refresh tokens a session has already used; one coming back means it was stolen. */
export const customerSessionRetiredTokens = pgTable(
  'customer_session_retired_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => customerSessions.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_session_retired_tokens_session_idx').on(t.sessionId)],
);

/** A password-reset link: single use, short-lived, only its SHA-256 kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_customer_idx').on(t.customerId),
  ],
);

/** A third-party identity linked to a customer (the data catalogue's "pairings"). */
export const customerPairings = pgTable(
  'customer_pairings',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_pairings_provider_subject_key').on(t.provider, t.subject),
    index('customer_pairings_customer_idx').on(t.customerId),
  ],
);

/**
 * A started third-party sign-in: the shop API is the OAuth client, so it keeps the state (hashed),
 * the PKCE verifier and where the shopper goes back to, for ten minutes, used once.
 */
export const thirdPartySignInStates = pgTable('socialite_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: varchar('provider', { length: 32 }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnUrl: text('return_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** An address in a customer's address book, with at most one billing and one shipping default. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dialCode: varchar('dial_code', { length: 8 }),
    phone: varchar('phone', { length: 32 }),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postCode: varchar('post_code', { length: 16 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    isCompany: boolean('is_company').notNull().default(false),
    companyName: text('company_name'),
    companyIdentificationNumber: text('company_identification_number'),
    companyVatNumber: text('company_vat_number'),
    isBillingDefault: boolean('is_billing_default').notNull().default(false),
    isShippingDefault: boolean('is_shipping_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_billing_default_key')
      .on(t.customerId)
      .where(sql`${t.isBillingDefault}`),
    uniqueIndex('customer_addresses_shipping_default_key')
      .on(t.customerId)
      .where(sql`${t.isShippingDefault}`),
  ],
);

/** A customer's product list: type 1 is the wish list, type 2 a comparison. */
export const customerProductLists = pgTable(
  'customer_product_lists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    type: smallint('type').notNull().default(1),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('customer_product_lists_customer_idx').on(t.customerId)],
);

export const customerProductListItems = pgTable(
  'customer_product_list_items',
  {
    id: serial('id').primaryKey(),
    customerProductListId: integer('customer_product_list_id')
      .notNull()
      .references(() => customerProductLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productVariationId: integer('product_variation_id').references(() => productVariations.id, {
      onDelete: 'cascade',
    }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('customer_product_list_items_key')
      .on(t.customerProductListId, t.productId, t.productVariationId)
      .nullsNotDistinct(),
    index('customer_product_list_items_product_idx').on(t.productId),
  ],
);

/**
 * A kind of loyalty credit ("Lumen points"). `conversion_czk` / `conversion_eur` are what one
 * credit is worth when spent in the cart.
 */
export const customerAccounts = pgTable('customer_accounts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  conversionCzk: integer('conversion_czk').notNull().default(1),
  conversionEurCents: integer('conversion_eur_cents').notNull().default(4),
  ...timestamps,
});

export const customerAccountTranslations = pgTable(
  'customer_account_translations',
  {
    customerAccountId: integer('customer_account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ name: 'customer_account_translations_pkey', columns: [t.customerAccountId, t.locale] })],
);

/**
 * One movement of a customer's credits: positive when received, negative when spent. The balance is
 * their sum; `operation` is 1 received, 2 spent, 3 returned (an order cancelled), 4 expired.
 */
export const customerAccountUsages = pgTable(
  'customer_account_usages',
  {
    id: serial('id').primaryKey(),
    customerAccountId: integer('customer_account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    loyaltyProgramId: integer('loyalty_program_id'),
    amount: integer('amount').notNull(),
    operation: smallint('operation').notNull(),
    /** A `creditReasons` code (contract/calls/customer-accounts.ts): the storefront words it per language. */
    reason: text('reason').$type<CreditReason>().notNull().default('other'),
    name: text('name').notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_account_usages_customer_idx').on(t.customerId, t.customerAccountId)],
);

/** Credits a customer chose to spend on a cart; taken (as usages) when the order is placed. */
export const cartCustomerAccounts = pgTable(
  'cart_customer_accounts',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    customerAccountId: integer('customer_account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ name: 'cart_customer_accounts_pkey', columns: [t.cartId, t.customerAccountId] })],
);

/**
 * A newsletter address (docs/customer-data.md): waiting for its owner's confirmation, subscribed
 * (`confirmed_at`) or unsubscribed. The row stays after an unsubscribe so that the one confirmation
 * mail a day holds.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    genderOrientedProductPreference: text('gender_oriented_product_preference'),
    type: smallint('type').notNull().default(1),
    /** While subscribed: the SHA-256 of the welcome mail's unsubscribe token. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    /** Set when the mailbox's owner confirmed; null: not subscribed (waiting for the confirmation, or unsubscribed). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The SHA-256 of the token of the confirmation link last mailed, until it is used. */
    confirmationTokenHash: text('confirmation_token_hash'),
    /** When the last confirmation mail went: at most one a day per address (kept after an unsubscribe). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletters_email_key').on(t.email),
    index('newsletters_customer_idx').on(t.customerId),
    uniqueIndex('newsletters_confirmation_token_key').on(t.confirmationTokenHash),
  ],
);
