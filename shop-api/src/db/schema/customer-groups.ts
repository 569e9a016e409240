import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './catalogue';

/** Groups of customers (wholesale, partners) that restricted categories are shown to. */
export const customerGroups = pgTable('customer_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The groups a category with `customer_groups_restriction` is shown to; everyone else gets a 404. */
export const categoryCustomerGroups = pgTable(
  'category_customer_groups',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    customerGroupId: integer('customer_group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'category_customer_groups_pkey', columns: [t.categoryId, t.customerGroupId] }),
    index('category_customer_groups_group_idx').on(t.customerGroupId),
  ],
);
