import { and, eq, sql } from 'drizzle-orm';
import { creditOperations } from '@contract/calls/customer-accounts';
import { insertCreditUsage, lockCustomerCredits } from '../cart/cart-credits.repository';
import { customerAccountUsages } from '../db/schema';
import type { Executor, Tx } from '../orders/orders.repository';
import type { CreditAmount } from './after-sale-prices';

/**
 * Loyalty credits of a return (docs/returns-and-complaints.md, "Credits"): what the order spent,
 * and giving the return's share back, once, when it is refunded.
 */

/** The credits of one operation on an order, per kind, as positive numbers. */
async function orderCredits(db: Executor, orderId: number, operation: number): Promise<CreditAmount[]> {
  const rows = await db
    .select({
      customerAccountId: customerAccountUsages.customerAccountId,
      amount: sql<number>`abs(sum(${customerAccountUsages.amount}))::int`,
    })
    .from(customerAccountUsages)
    .where(and(eq(customerAccountUsages.orderId, orderId), eq(customerAccountUsages.operation, operation)))
    .groupBy(customerAccountUsages.customerAccountId)
    .orderBy(customerAccountUsages.customerAccountId);
  return rows.map((row) => ({ customerAccountId: row.customerAccountId, amount: Number(row.amount) }));
}

/** What the order spent of each kind (nothing is read for an order paid without credits). */
export function creditsSpentOn(db: Executor, order: { id: number; creditsAmount: number }): Promise<CreditAmount[]> {
  return order.creditsAmount > 0 ? orderCredits(db, order.id, creditOperations.spent) : Promise.resolve([]);
}

/**
 * Gives a refunded return's (or a complaint settled with money back's) credits back to the customer who spent them, in the back office's
 * transaction (called once: `refunded` is entered once). The customer's credits are locked first,
 * like every spend, and no kind gets back more than the order spent of it less what earlier
 * returns (and a cancellation) gave back, so rounding never mints credits.
 */
export async function giveCreditsBack(
  tx: Tx,
  order: { id: number; customerId: number | null },
  credits: CreditAmount[],
  documentNumber: string | null,
  what: 'Return' | 'Complaint' = 'Return',
): Promise<void> {
  if (credits.length === 0 || order.customerId === null) return;
  await lockCustomerCredits(tx, order.customerId);
  const spent = await orderCredits(tx, order.id, creditOperations.spent);
  const returned = await orderCredits(tx, order.id, creditOperations.returned);
  for (const kind of credits) {
    const left =
      (spent.find((row) => row.customerAccountId === kind.customerAccountId)?.amount ?? 0) -
      (returned.find((row) => row.customerAccountId === kind.customerAccountId)?.amount ?? 0);
    const amount = Math.min(kind.amount, left);
    if (amount <= 0) continue;
    await insertCreditUsage(tx, {
      customerAccountId: kind.customerAccountId,
      customerId: order.customerId,
      amount,
      operation: creditOperations.returned,
      reason: 'refund_returned',
      name: `${what} ${documentNumber ?? ''}`.trim(),
      orderId: order.id,
    });
  }
}
