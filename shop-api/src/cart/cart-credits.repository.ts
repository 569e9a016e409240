import { and, asc, eq, sql } from 'drizzle-orm';
import {
  cartCustomerAccounts,
  customerAccounts,
  customerAccountTranslations,
  customerAccountUsages,
  customers,
} from '../db/schema';
import type { Executor, Tx } from './cart-db';
import type { CreditKind, SpentCredits } from './cart-credits';

/** The SQL of loyalty credits on the cart side: kinds, balances, what a cart spends, what an order takes. */

const kindColumns = (locale: string) => ({
  customerAccountId: customerAccounts.id,
  code: customerAccounts.code,
  conversionCzk: customerAccounts.conversionCzk,
  conversionEurCents: customerAccounts.conversionEurCents,
  name: sql<string | null>`(select ${customerAccountTranslations.name} from ${customerAccountTranslations}
    where ${customerAccountTranslations.customerAccountId} = ${customerAccounts.id}
    order by (${customerAccountTranslations.locale} = ${locale}) desc, ${customerAccountTranslations.locale} limit 1)`,
});

const kindOf = (
  row: { customerAccountId: number; code: string; name: string | null } & Omit<
    CreditKind,
    'name' | 'customerAccountId'
  >,
): CreditKind => ({
  customerAccountId: row.customerAccountId,
  name: row.name ?? row.code,
  conversionCzk: row.conversionCzk,
  conversionEurCents: row.conversionEurCents,
});

export async function findCreditKind(db: Executor, id: number, locale: string): Promise<CreditKind | undefined> {
  const [row] = await db.select(kindColumns(locale)).from(customerAccounts).where(eq(customerAccounts.id, id));
  return row ? kindOf(row) : undefined;
}

/** The kind paid orders earn: the shop's first (lowest id); none when the shop has no credits. */
export async function earningCreditKind(db: Executor): Promise<number | undefined> {
  const [row] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .orderBy(asc(customerAccounts.id))
    .limit(1);
  return row?.id;
}

/** The credits spent on the cart, per kind (in kind id order). */
export async function selectCartCredits(db: Executor, cartId: string, locale: string): Promise<SpentCredits[]> {
  const rows = await db
    .select({ ...kindColumns(locale), amount: cartCustomerAccounts.amount })
    .from(cartCustomerAccounts)
    .innerJoin(customerAccounts, eq(customerAccounts.id, cartCustomerAccounts.customerAccountId))
    .where(eq(cartCustomerAccounts.cartId, cartId))
    .orderBy(asc(cartCustomerAccounts.customerAccountId));
  return rows.map((row) => ({ kind: kindOf(row), amount: row.amount }));
}

export async function setCartCredits(db: Executor, cartId: string, customerAccountId: number, amount: number) {
  if (amount === 0) {
    await db
      .delete(cartCustomerAccounts)
      .where(
        and(eq(cartCustomerAccounts.cartId, cartId), eq(cartCustomerAccounts.customerAccountId, customerAccountId)),
      );
    return;
  }
  await db
    .insert(cartCustomerAccounts)
    .values({ cartId, customerAccountId, amount })
    .onConflictDoUpdate({
      target: [cartCustomerAccounts.cartId, cartCustomerAccounts.customerAccountId],
      set: { amount },
    });
}

export async function deleteCartCredits(db: Executor, cartId: string): Promise<void> {
  await db.delete(cartCustomerAccounts).where(eq(cartCustomerAccounts.cartId, cartId));
}

/** The customer's balance of a kind: the sum of its usages. */
export async function creditBalance(db: Executor, customerId: number, customerAccountId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${customerAccountUsages.amount}), 0)::int` })
    .from(customerAccountUsages)
    .where(
      and(
        eq(customerAccountUsages.customerId, customerId),
        eq(customerAccountUsages.customerAccountId, customerAccountId),
      ),
    );
  return Number(row?.balance ?? 0);
}

/**
 * Locks the customer's row until the transaction ends: every spend of the customer's credits takes
 * it first, so two orders cannot both spend the same balance.
 */
export async function lockCustomerCredits(tx: Tx, customerId: number): Promise<boolean> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  return row !== undefined;
}

export async function insertCreditUsage(db: Executor, row: typeof customerAccountUsages.$inferInsert): Promise<void> {
  await db.insert(customerAccountUsages).values(row);
}

/** Whether the order already earned its credits (a paid order earns once). */
export async function orderEarnedCredits(db: Executor, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerAccountUsages.id })
    .from(customerAccountUsages)
    .where(and(eq(customerAccountUsages.orderId, orderId), eq(customerAccountUsages.operation, 1)))
    .limit(1);
  return row !== undefined;
}
