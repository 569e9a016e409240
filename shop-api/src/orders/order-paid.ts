import { creditOperations } from '@contract/calls/customer-accounts';
import { creditsEarned } from '../cart/cart-credits';
import { earningCreditKind, insertCreditUsage, orderEarnedCredits } from '../cart/cart-credits.repository';
import { issueInvoice } from './customer-orders.repository';
import { findStoredOrder, markOrderPaid, type Tx } from './orders.repository';

/**
 * Marks the order paid (once) and does what follows, in the same transaction: the invoice is issued,
 * and a customer's order earns loyalty credits (1 per 100 CZK or per 4 EUR paid, of the shop's
 * first credit kind). Answers whether this call marked it paid; a replay does nothing.
 */
export async function payOrder(tx: Tx, orderId: number): Promise<boolean> {
  if (!(await markOrderPaid(tx, orderId))) return false;
  const stored = await findStoredOrder(tx, orderId);
  if (!stored) return true;
  const { order, currency } = stored;
  await issueInvoice(tx, order);
  const earned = creditsEarned(order.taxedTotalPrice, currency.code);
  const kindId = await earningCreditKind(tx);
  if (order.customerId !== null && earned > 0 && kindId !== undefined && !(await orderEarnedCredits(tx, order.id))) {
    await insertCreditUsage(tx, {
      customerAccountId: kindId,
      customerId: order.customerId,
      amount: earned,
      operation: creditOperations.received,
      reason: 'order_earned',
      name: `Order ${order.code}`,
      orderId: order.id,
    });
  }
  return true;
}
