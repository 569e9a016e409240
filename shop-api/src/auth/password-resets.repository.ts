import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers, passwordResets } from '../db/schema';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Ends every reset link of the customer not used yet. A newer link, a used link and a password
 * change each call it, so only the newest purpose of a link can ever be served (docs/customer-accounts.md).
 */
export async function endPasswordResets(db: Executor, customerId: number): Promise<void> {
  await db.delete(passwordResets).where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
}

/** The customer's new reset link; the older ones end in the same transaction. */
export async function replacePasswordReset(
  db: Database,
  values: { customerId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Two requests at once: the second waits here, so it ends the first one's link.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, values.customerId)).for('update');
    await endPasswordResets(tx, values.customerId);
    await tx.insert(passwordResets).values(values);
  });
}

/** Marks a live, unused link used (once: a conditional update); answers its customer, else undefined. */
export async function claimPasswordReset(db: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ customerId: passwordResets.customerId });
  return used?.customerId;
}
