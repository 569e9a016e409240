import { eq, sql } from 'drizzle-orm';
import { customers } from '../db/schema';
import type { Executor } from './orders.repository';

/**
 * `create_new_account` on POST /orders (docs/orders-and-payments.md, "Customers"): the account is
 * made with the order, from its e-mail, billing name and language, unless the e-mail is registered
 * already; then the order is still placed, as a guest's, and its answer says so.
 */

export async function isEmailRegistered(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()));
  return row !== undefined;
}

/** Creates the account; answers its id, or null when the e-mail got registered meanwhile. */
export async function createOrderAccount(
  db: Executor,
  account: { email: string; passwordHash: string; firstName: string; lastName: string; locale: string },
): Promise<number | null> {
  const [row] = await db
    .insert(customers)
    .values({
      email: account.email.trim().toLowerCase(),
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      locale: account.locale,
      updatedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  return row?.id ?? null;
}
