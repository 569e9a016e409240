import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm';
import type { PaymentGateway } from '@contract/calls/payments';
import { payments } from '../db/schema';
import type { Executor } from '../orders/orders.repository';

/** The claim of the status check (status-check.ts): which open payments to ask about now. */

export interface StatusCheckClaim {
  gateways: readonly PaymentGateway[];
  /** The first check's delay after the payment was created, and the backoff's base. */
  baseMs: number;
  /** The longest wait between two checks of one payment. */
  maxDelayMs: number;
  /** Older payments are no longer checked. */
  maxAgeMs: number;
  /** At most this many per round. */
  limit: number;
}

const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/**
 * Claims the open payments of `gateways` younger than `maxAgeMs` whose check is due (the first
 * `baseMs` after their creation, then after each check twice as long as before, at most
 * `maxDelayMs`), and moves their next check on in the same statement. The rows are taken
 * `FOR UPDATE SKIP LOCKED`: several API processes claiming at once each get other payments, and
 * none waits for another; once the statement commits, the claimed payments are not due again
 * until their next check, so no two processes ask the gateway about one payment in a round.
 */
export async function claimDuePayments(
  db: Executor,
  claim: StatusCheckClaim,
): Promise<{ gateway: PaymentGateway; externalId: string }[]> {
  if (claim.gateways.length === 0) return [];
  const dueAt = sql`coalesce(${payments.nextStatusCheckAt}, ${payments.createdAt} + ${millis(claim.baseMs)})`;
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        sql`${payments.state} = 'created'`,
        inArray(payments.gateway, [...claim.gateways]),
        gt(payments.createdAt, sql`now() - ${millis(claim.maxAgeMs)}`),
        lte(dueAt, sql`now()`),
      ),
    )
    .orderBy(asc(dueAt), asc(payments.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const backoff = sql`least(${claim.baseMs}::double precision * power(2, ${payments.statusChecks} + 1), ${claim.maxDelayMs})`;
  const claimed = await db
    .update(payments)
    .set({
      statusChecks: sql`${payments.statusChecks} + 1`,
      nextStatusCheckAt: sql`now() + ${backoff} * interval '1 millisecond'`,
    })
    .where(inArray(payments.id, due))
    .returning({ gateway: payments.gateway, externalId: payments.externalId });
  return claimed.map((row) => ({ gateway: row.gateway as PaymentGateway, externalId: row.externalId }));
}
