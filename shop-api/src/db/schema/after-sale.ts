import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shippingMethods, shippingOptions } from './checkout-methods';
import { orderItems, orders } from './orders';
import { countries } from './shop';

/**
 * Returns (the data catalogue's refunds) and complaints, with their items, addresses and photos
 * (docs/returns-and-complaints.md). States, reasons and resolutions are the codes of
 * contract/codes/returns.ts and complaints.ts, stored as text.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const at = (name: string) => timestamp(name, { withTimezone: true });
const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};
const bankAccount = {
  bankAccountNumber: text('bank_account_number'),
  bankCode: text('bank_code'),
  bankAccountIban: text('bank_account_iban'),
  bankSwiftCode: text('bank_swift_code'),
};
const addressColumns = {
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
};

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('draft'),
    isWithdrawal: boolean('is_withdrawal').notNull(),
    documentNumber: text('document_number').unique(),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    shippingOptionId: integer('shipping_option_id').references(() => shippingOptions.id, { onDelete: 'set null' }),
    hasShippingAddress: boolean('has_shipping_address').notNull().default(false),
    ...bankAccount,
    expirationAt: at('expiration_at').notNull(),
    submittedAt: at('submitted_at'),
    ...timestamps,
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

export const refundItems = pgTable(
  'refund_items',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull().default(0),
    reason: text('reason'),
    preferredResolve: text('preferred_resolve'),
  },
  (t) => [uniqueIndex('refund_items_refund_item_idx').on(t.refundId, t.orderItemId)],
);

export const refundAddresses = pgTable(
  'refund_addresses',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    ...addressColumns,
  },
  (t) => [uniqueIndex('refund_addresses_refund_type_idx').on(t.refundId, t.type)],
);

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id'),
    state: text('state').notNull().default('draft'),
    type: text('type').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    ...bankAccount,
    documentNumber: text('document_number').unique(),
    expirationAt: at('expiration_at').notNull(),
    submittedAt: at('submitted_at'),
    resolveBy: at('resolve_by'),
    ...timestamps,
  },
  (t) => [index('complaints_order_idx').on(t.orderId)],
);

export const complaintItems = pgTable(
  'complaint_items',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    preferredResolve: text('preferred_resolve').notNull(),
  },
  (t) => [uniqueIndex('complaint_items_complaint_item_idx').on(t.complaintId, t.orderItemId)],
);

export const complaintAddresses = pgTable(
  'complaint_addresses',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    ...addressColumns,
  },
  (t) => [uniqueIndex('complaint_addresses_complaint_type_idx').on(t.complaintId, t.type)],
);

/** Photos of a defect, stored in the database like `images` (both drivers, production included). */
export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('complaint_photos_complaint_idx').on(t.complaintId)],
);
