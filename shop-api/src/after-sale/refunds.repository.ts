import { and, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { orders, refundAddresses, refundItems, refunds } from '../db/schema';
import type { Executor, Tx } from '../orders/orders.repository';

/** The only SQL over returns, their items and addresses. */

export type RefundRow = typeof refunds.$inferSelect;
export type RefundItemRow = typeof refundItems.$inferSelect;
export type RefundAddressRow = typeof refundAddresses.$inferSelect;
export type RefundAddressColumns = Omit<typeof refundAddresses.$inferInsert, 'id' | 'refundId' | 'type'>;

/** States whose units no longer count against what can be returned. */
const releasedStates = ['rejected', 'cancelled'];

export async function insertRefund(tx: Tx, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [created] = await tx.insert(refunds).values(row).returning();
  return created as RefundRow;
}

export async function insertRefundItems(tx: Tx, refundId: number, orderItemIds: number[]): Promise<void> {
  if (orderItemIds.length === 0) return;
  await tx.insert(refundItems).values(orderItemIds.map((orderItemId) => ({ refundId, orderItemId, amount: 0 })));
}

export async function findRefund(db: Executor, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function lockRefund(tx: Tx, id: number): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

export async function refundItemsOf(db: Executor, refundId: number): Promise<RefundItemRow[]> {
  return db.select().from(refundItems).where(eq(refundItems.refundId, refundId)).orderBy(refundItems.orderItemId);
}

export async function refundAddressesOf(db: Executor, refundId: number): Promise<RefundAddressRow[]> {
  return db.select().from(refundAddresses).where(eq(refundAddresses.refundId, refundId)).orderBy(refundAddresses.type);
}

/** Units of each order item that the order's other returns hold (not rejected or cancelled). */
export async function unitsHeldElsewhere(
  db: Executor,
  orderId: number,
  refundId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderItemId: refundItems.orderItemId, units: sql<number>`sum(${refundItems.amount})::int` })
    .from(refundItems)
    .innerJoin(refunds, eq(refunds.id, refundItems.refundId))
    .where(and(eq(refunds.orderId, orderId), ne(refunds.id, refundId), notInArray(refunds.state, releasedStates)))
    .groupBy(refundItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, Number(row.units)]));
}

export async function updateRefund(tx: Tx, id: number, patch: Partial<typeof refunds.$inferInsert>): Promise<void> {
  await tx
    .update(refunds)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(refunds.id, id));
}

export async function setRefundItem(
  tx: Tx,
  refundId: number,
  orderItemId: number,
  values: { amount: number; reason: string | null; preferredResolve: string | null },
): Promise<void> {
  await tx
    .update(refundItems)
    .set(values)
    .where(and(eq(refundItems.refundId, refundId), eq(refundItems.orderItemId, orderItemId)));
}

export async function upsertRefundAddress(
  tx: Tx,
  refundId: number,
  type: number,
  columns: RefundAddressColumns,
): Promise<void> {
  await tx
    .insert(refundAddresses)
    .values({ ...columns, refundId, type })
    .onConflictDoUpdate({ target: [refundAddresses.refundId, refundAddresses.type], set: columns });
}

/** A page of returns, newest first: of one order, or of every order of a customer. */
export async function pageOfRefunds(
  db: Executor,
  scope: { orderId?: number; customerId?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: RefundRow[]; total: number }> {
  const where = and(
    scope.orderId === undefined ? undefined : eq(refunds.orderId, scope.orderId),
    scope.customerId === undefined
      ? undefined
      : inArray(
          refunds.orderId,
          db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, scope.customerId)),
        ),
  );
  const [total] = await db.select({ n: count() }).from(refunds).where(where);
  const rows = await db
    .select()
    .from(refunds)
    .where(where)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}
