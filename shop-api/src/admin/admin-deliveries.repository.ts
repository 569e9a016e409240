import { and, eq } from 'drizzle-orm';
import { orderShipments } from '../db/schema';
import type { Executor, Tx } from '../orders/orders.repository';

/** The SQL of recording deliveries: an order's shipments, one locked, its delivery set. */

export type ShipmentRow = typeof orderShipments.$inferSelect;

export function shipmentsOfOrder(db: Executor, orderId: number): Promise<ShipmentRow[]> {
  return db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(orderShipments.id);
}

export async function lockShipment(tx: Tx, orderId: number, shipmentId: number): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.id, shipmentId), eq(orderShipments.orderId, orderId)))
    .for('update');
  return row;
}

export async function setDeliveredAt(tx: Tx, shipmentId: number, deliveredAt: Date | null): Promise<void> {
  await tx.update(orderShipments).set({ deliveredAt }).where(eq(orderShipments.id, shipmentId));
}
