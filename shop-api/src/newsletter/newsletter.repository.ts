import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../cart/cart-db';
import { customers, newsletters } from '../db/schema';

export type NewsletterRow = typeof newsletters.$inferSelect;

export async function selectByEmail(db: Executor, email: string): Promise<NewsletterRow | undefined> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.email, email));
  return row;
}

/** Inserts the subscription unless the e-mail has one; answers the new row or undefined. */
export async function insertSubscription(
  db: Executor,
  values: Omit<typeof newsletters.$inferInsert, 'id' | 'createdAt'>,
): Promise<NewsletterRow | undefined> {
  const [row] = await db.insert(newsletters).values(values).onConflictDoNothing().returning();
  return row;
}

/** Links a guest's subscription to the customer with that e-mail. */
export async function linkCustomer(db: Executor, id: number, customerId: number): Promise<void> {
  await db.update(newsletters).set({ customerId }).where(eq(newsletters.id, id));
}

export async function deleteByTokenHash(db: Executor, tokenHash: string): Promise<NewsletterRow | undefined> {
  const [row] = await db.delete(newsletters).where(eq(newsletters.unsubscribeTokenHash, tokenHash)).returning();
  return row;
}

export async function deleteByEmail(db: Executor, email: string): Promise<void> {
  await db.delete(newsletters).where(eq(newsletters.email, email));
}

export async function selectCustomer(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      locale: customers.locale,
      isSubscribed: customers.isSubscribed,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** The customer whose account has this e-mail, if any. */
export async function selectCustomerByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`${customers.email} = ${email} and ${customers.deletedAt} is null`);
  return row;
}

export async function setCustomerSubscribed(db: Executor, customerId: number, subscribed: boolean): Promise<void> {
  await db
    .update(customers)
    .set({ isSubscribed: subscribed, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}
