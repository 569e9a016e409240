import { boolean, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  decimalPlaces: integer('decimal_places').notNull(),
  numericCode: varchar('numeric_code', { length: 3 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  alpha2: varchar('alpha2', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  originalName: text('original_name').notNull(),
  dialCode: text('dial_code').notNull(),
  numericCode: varchar('numeric_code', { length: 3 }).notNull(),
  languageId: varchar('language_id', { length: 2 }),
  isActive: boolean('is_active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
});

export const shopHostnames = pgTable('shop_hostnames', {
  hostname: text('hostname').primaryKey(),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
});

export const taxGroups = pgTable('tax_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rate: integer('rate').notNull(),
});
