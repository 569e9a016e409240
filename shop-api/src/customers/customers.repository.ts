import { and, asc, count, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  carts,
  customerAccountTranslations,
  customerAccountUsages,
  customerAccounts,
  customerPairings,
  customerProductListItems,
  customerProductLists,
  customers,
} from '../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A customer who has not deleted the account. */
export async function findCustomer(db: Executor, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
    .limit(1);
  return row;
}

export async function findCustomerByEmail(db: Executor, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.email, email.toLowerCase()), isNull(customers.deletedAt)))
    .limit(1);
  return row;
}

/** Inserts a customer; undefined when the e-mail is taken (the unique key decides, so two racing registrations cannot both win). */
export async function insertCustomer(
  db: Executor,
  values: typeof customers.$inferInsert,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .insert(customers)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: customers.email })
    .returning();
  return row;
}

export async function updateCustomer(
  db: Executor,
  id: number,
  values: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
    .returning();
  return row;
}

/** Whether the customer may still sign in and refresh sessions. */
export function canSignIn(customer: CustomerRow | undefined): customer is CustomerRow {
  return !!customer && customer.deletedAt === null && customer.isActive && !customer.isBlocked;
}

/** The customer's newest open cart. */
export async function latestCartId(db: Executor, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), isNull(carts.orderedAt)))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

/** The customer's wish list (the first list of type 1) with its item count. */
export async function wishListSummary(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      id: customerProductLists.id,
      name: customerProductLists.name,
      items_count: count(customerProductListItems.id),
    })
    .from(customerProductLists)
    .leftJoin(customerProductListItems, eq(customerProductListItems.customerProductListId, customerProductLists.id))
    .where(and(eq(customerProductLists.customerId, customerId), eq(customerProductLists.type, 1)))
    .groupBy(customerProductLists.id)
    .orderBy(asc(customerProductLists.position), asc(customerProductLists.id))
    .limit(1);
  return row ?? null;
}

export async function pairingsOf(db: Executor, customerId: number) {
  return db
    .select()
    .from(customerPairings)
    .where(eq(customerPairings.customerId, customerId))
    .orderBy(asc(customerPairings.id));
}

/** The customer's credit balances (the sums of their usages), named in the locale. */
export async function accountAmountsOf(db: Executor, customerId: number, locale: string) {
  const rows = await db
    .select({
      customer_account_id: customerAccounts.id,
      code: customerAccounts.code,
      name: sql<string | null>`max(${customerAccountTranslations.name})`,
      amount: sum(customerAccountUsages.amount).mapWith(Number),
    })
    .from(customerAccountUsages)
    .innerJoin(customerAccounts, eq(customerAccounts.id, customerAccountUsages.customerAccountId))
    .leftJoin(
      customerAccountTranslations,
      and(
        eq(customerAccountTranslations.customerAccountId, customerAccounts.id),
        eq(customerAccountTranslations.locale, locale),
      ),
    )
    .where(eq(customerAccountUsages.customerId, customerId))
    .groupBy(customerAccounts.id)
    .orderBy(asc(customerAccounts.id));
  return rows.map((row) => ({ ...row, name: row.name ?? row.code, amount: row.amount ?? 0 }));
}
