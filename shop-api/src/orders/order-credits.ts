import { creditOperations } from '@contract/calls/customer-accounts';
import type { Cart } from '@contract/entities/cart';
import {
  creditBalance,
  deleteCartCredits,
  insertCreditUsage,
  lockCustomerCredits,
} from '../cart/cart-credits.repository';
import { ApiError } from '../http/api-error';
import { msg } from '../messages/message';
import type { OrderRow, Tx } from './orders.repository';

/**
 * Takes the credits the cart spends, in the order's transaction: the customer's row is locked first
 * (every spend takes that lock), the balance read under it, and each kind written as a negative
 * usage of the order. A balance that no longer covers the credits (another order spent them
 * meanwhile) is a 409 on `customer_accounts.<index>`: a balance never goes below zero.
 */
export async function spendCartCredits(tx: Tx, order: OrderRow, customerId: number, cart: Cart): Promise<void> {
  const spent = cart.customer_accounts;
  if (spent.length === 0) return;
  await lockCustomerCredits(tx, customerId);
  for (const [index, line] of spent.entries()) {
    const balance = await creditBalance(tx, customerId, line.customer_account_id);
    if (balance < line.amount) {
      const message = msg('credits.balanceChanged', { count: balance, name: line.name });
      throw new ApiError('conflict', message, [{ field: `customer_accounts.${index}`, message }]);
    }
    await insertCreditUsage(tx, {
      customerAccountId: line.customer_account_id,
      customerId,
      amount: -line.amount,
      operation: creditOperations.spent,
      reason: 'order_spent',
      name: `Order ${order.code}`,
      orderId: order.id,
    });
  }
  await deleteCartCredits(tx, cart.id);
}
