import { count, desc, eq, sql } from 'drizzle-orm';
import { cartItemTypes } from '@contract/codes/cart-item-types';
import { readTogether } from '../db/read-together';
import { currencies, invoices, orderItems, orders } from '../db/schema';
import type { Executor, OrderRow, StoredOrder } from './orders.repository';

/** The SQL of the customer side of orders: the order list, invoices. */

export interface CustomerOrderRow {
  order: OrderRow;
  currency: StoredOrder['currency'];
  itemsCount: number;
}

/** A page of the customer's orders, newest first (by placement, then id), with the units ordered. */
export async function selectCustomerOrders(
  db: Executor,
  customerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: CustomerOrderRow[]; total: number }> {
  const itemsCount = sql<number>`coalesce((select sum(${orderItems.amount}) from ${orderItems}
    where ${orderItems.orderId} = ${orders.id} and ${orderItems.orderItemType} = ${cartItemTypes.classic}), 0)::int`;
  const [rows, [counted]] = await readTogether(
    db,
    () =>
      db
        .select({
          order: orders,
          currency: { id: currencies.id, code: currencies.code, decimalPlaces: currencies.decimalPlaces },
          itemsCount,
        })
        .from(orders)
        .innerJoin(currencies, eq(currencies.id, orders.currencyId))
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ total: count() }).from(orders).where(eq(orders.customerId, customerId)),
  );
  return { rows: rows.map((r) => ({ ...r, itemsCount: Number(r.itemsCount) })), total: Number(counted?.total ?? 0) };
}

/** The invoice number of an order: one invoice per order, numbered after its code (`FV2600000123`). */
export const invoiceNumber = (orderCode: string) => `FV${orderCode}`;

/** Issues the order's invoice unless it has one; answers whether this call issued it. */
export async function issueInvoice(db: Executor, order: Pick<OrderRow, 'id' | 'code' | 'taxedTotalPrice'>) {
  const inserted = await db
    .insert(invoices)
    .values({ orderId: order.id, number: invoiceNumber(order.code), taxedTotalPrice: order.taxedTotalPrice })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  return inserted.length > 0;
}
