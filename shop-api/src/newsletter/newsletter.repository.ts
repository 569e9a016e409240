import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../cart/cart-db';
import { customers, newsletters } from '../db/schema';
import { confirmationLinkDays } from './newsletter-mail';

export type NewsletterRow = typeof newsletters.$inferSelect;

/** At most one confirmation mail per address in this long (docs/customer-data.md). */
const confirmationMailEvery = sql`interval '24 hours'`;

type AddressValues = Pick<
  typeof newsletters.$inferInsert,
  'email' | 'locale' | 'customerId' | 'genderOrientedProductPreference'
>;

/**
 * Records that the address asks to be subscribed and answers whether a confirmation mail may go
 * (with the link of `confirmationTokenHash`): not when the address is subscribed, nor when it had
 * one in the last 24 hours. One statement: concurrent requests for an address queue on its row, so
 * only one of them mails.
 */
export async function requestConfirmation(
  db: Executor,
  values: AddressValues & { confirmationTokenHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(newsletters)
    .values({ ...values, confirmationSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: newsletters.email,
      set: {
        locale: sql`excluded.locale`,
        customerId: sql`coalesce(${newsletters.customerId}, excluded.customer_id)`,
        genderOrientedProductPreference: sql`excluded.gender_oriented_product_preference`,
        confirmationTokenHash: sql`excluded.confirmation_token_hash`,
        confirmationSentAt: sql`now()`,
      },
      setWhere: sql`${newsletters.confirmedAt} is null and (${newsletters.confirmationSentAt} is null or ${newsletters.confirmationSentAt} <= now() - ${confirmationMailEvery})`,
    })
    .returning({ id: newsletters.id });
  return rows.length > 0;
}

/** Confirms the address whose live link has this token (once); answers the subscription. */
export async function confirmByTokenHash(
  db: Executor,
  confirmationTokenHash: string,
  unsubscribeTokenHash: string,
): Promise<NewsletterRow | undefined> {
  const [row] = await db
    .update(newsletters)
    .set({ confirmedAt: sql`now()`, confirmationTokenHash: null, unsubscribeTokenHash })
    .where(
      and(
        eq(newsletters.confirmationTokenHash, confirmationTokenHash),
        isNull(newsletters.confirmedAt),
        sql`${newsletters.confirmationSentAt} > now() - ${confirmationLinkDays}::int * interval '1 day'`,
      ),
    )
    .returning();
  return row;
}

/** Subscribes an address whose owner is known to read it (a verified account's e-mail), without a mail. */
export async function subscribeConfirmed(
  db: Executor,
  values: AddressValues & { unsubscribeTokenHash: string },
): Promise<void> {
  await db
    .insert(newsletters)
    .values({ ...values, confirmedAt: sql`now()` })
    .onConflictDoUpdate({
      target: newsletters.email,
      set: { confirmedAt: sql`now()`, confirmationTokenHash: null, unsubscribeTokenHash: values.unsubscribeTokenHash },
      setWhere: isNull(newsletters.confirmedAt),
    });
}

/** The unsubscribe link: ends the subscription of this token. The row stays (the mail limit holds). */
export async function unsubscribeByTokenHash(db: Executor, tokenHash: string): Promise<NewsletterRow | undefined> {
  const [row] = await db
    .update(newsletters)
    .set({ confirmedAt: null, unsubscribeTokenHash: null })
    .where(and(eq(newsletters.unsubscribeTokenHash, tokenHash), isNotNull(newsletters.confirmedAt)))
    .returning();
  return row;
}

/** Ends the address's subscription, and a confirmation link still waiting (the owner said no). */
export async function unsubscribeEmail(db: Executor, email: string): Promise<void> {
  await db
    .update(newsletters)
    .set({ confirmedAt: null, unsubscribeTokenHash: null, confirmationTokenHash: null })
    .where(eq(newsletters.email, email));
}

/** Links an address's row to the customer with that e-mail. */
export async function linkCustomer(db: Executor, id: number, customerId: number): Promise<void> {
  await db.update(newsletters).set({ customerId }).where(eq(newsletters.id, id));
}

export async function selectCustomer(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      locale: customers.locale,
      emailVerifiedAt: customers.emailVerifiedAt,
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
