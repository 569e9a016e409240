import type { AdminDeliveryBody, AdminShipment } from '@contract/calls/admin';
import { withdrawalDays } from '@contract/codes/returns';
import { deliveryDate, endOfDayAfter } from '../after-sale/deadlines';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { msg } from '../messages/message';
import { lockShipment, setDeliveredAt, shipmentsOfOrder, type ShipmentRow } from './admin-deliveries.repository';

/** A delivery a little ahead of the server's clock (the carrier's clock, a time zone typo) is still now. */
const clockSkewMs = 5 * 60 * 1000;

const refused = (key: 'afterSale.deliveryInFuture' | 'afterSale.deliveryBeforeShipped') =>
  ApiError.validation([{ field: 'delivered_at', message: msg(key) }], msg(key));

/**
 * `PATCH /admin/orders/{id}/shipments/{shipmentId}`: records when the carrier delivered the parcel
 * (or takes a mistaken record back). The withdrawal's 14 days count from the order's newest
 * delivery (docs/returns-and-complaints.md, "Deadlines and which date counts"); the answer says
 * until when, so the back office sees what its record changed.
 */
export async function recordDelivery(
  db: Database,
  orderId: number,
  shipmentId: number,
  body: AdminDeliveryBody,
  now: Date = new Date(),
): Promise<AdminShipment> {
  const deliveredAt = body.delivered_at === null ? null : new Date(body.delivered_at);
  const { shipment, shipments } = await db.transaction(async (tx) => {
    const locked = await lockShipment(tx, orderId, shipmentId);
    if (!locked) throw ApiError.notFound('notFound.shipment');
    if (deliveredAt && deliveredAt.getTime() > now.getTime() + clockSkewMs) throw refused('afterSale.deliveryInFuture');
    if (deliveredAt && deliveredAt < locked.createdAt) throw refused('afterSale.deliveryBeforeShipped');
    await setDeliveredAt(tx, shipmentId, deliveredAt);
    return { shipment: { ...locked, deliveredAt }, shipments: await shipmentsOfOrder(tx, orderId) };
  });
  return toAdminShipment(shipment, shipments);
}

function toAdminShipment(shipment: ShipmentRow, shipments: ShipmentRow[]): AdminShipment {
  const from = deliveryDate(shipments) ?? shipment.createdAt;
  return {
    id: shipment.id,
    order_id: shipment.orderId,
    carrier: shipment.carrier,
    tracking_number: shipment.trackingNumber,
    created_at: shipment.createdAt.toISOString(),
    delivered_at: shipment.deliveredAt?.toISOString() ?? null,
    withdrawal_until: endOfDayAfter(from, withdrawalDays).toISOString(),
  };
}
