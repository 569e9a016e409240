import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminShipment } from '@contract/calls/admin';
import type { Refund } from '@contract/entities/refund';
import { paymentServices } from '@contract/codes/payment-services';
import { orderShipments } from '../src/db/schema';
import { adminToken, fieldsOf, insertDeliveredOrder, signInDemoCustomer } from './helpers/after-sale';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * `PATCH /admin/orders/{id}/shipments/{shipmentId}`: the back office records when the carrier
 * delivered a parcel, and the 14 days of a withdrawal count from it
 * (docs/returns-and-complaints.md, "Deadlines and which date counts").
 */

let t: TestApp;
let jana: { authorization: string };
const admin = { authorization: `Bearer ${adminToken}` };
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN: adminToken } });
  jana = await signInDemoCustomer(t.app);
});
afterAll(async () => t?.close());

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);

/** A paid card order shipped `shippedDaysAgo` days ago, its delivery not recorded; with its shipment's id. */
async function shippedOrder(shippedDaysAgo: number) {
  const order = await insertDeliveredOrder(t.db, { paymentService: paymentServices.goPay, deliveredDaysAgo: null });
  const [shipment] = await t.db
    .update(orderShipments)
    .set({ createdAt: daysAgo(shippedDaysAgo) })
    .where(eq(orderShipments.orderId, order.id))
    .returning();
  return { order, shipmentId: shipment!.id };
}

const record = (orderId: number, shipmentId: number, body: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin/orders/${orderId}/shipments/${shipmentId}`,
    headers: { 'language-preference': 'en', ...headers },
    payload: body as never,
  });

const startWithdrawal = (orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/refunds',
    headers: { 'language-preference': 'en', ...jana },
    payload: { order_id: orderId, is_withdrawal: true },
  });

describe('recording a delivery', () => {
  it('moves the withdrawal’s 14 days to the delivery', async () => {
    const { order, shipmentId } = await shippedOrder(20);
    // Shipped 20 days ago, delivery unknown: the shipment's date counts, the 14 days are over.
    const before = await startWithdrawal(order.id);
    expect(before.statusCode).toBe(422);
    // The refusal names the day the 14 days ended as the shopper writes dates, not as ISO.
    expect(fieldsOf(before.body).order_id).toMatch(/ended on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);

    const deliveredAt = daysAgo(3);
    const recorded = await record(order.id, shipmentId, { delivered_at: deliveredAt.toISOString() });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const shipment = recorded.json<AdminShipment>();
    expect(shipment).toMatchObject({ id: shipmentId, order_id: order.id, delivered_at: deliveredAt.toISOString() });
    const startOfDay = Date.UTC(deliveredAt.getUTCFullYear(), deliveredAt.getUTCMonth(), deliveredAt.getUTCDate());
    expect(shipment.withdrawal_until).toBe(new Date(startOfDay + 15 * day).toISOString());

    const after = await startWithdrawal(order.id);
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json<Refund>().expiration_at).toBe(shipment.withdrawal_until);

    // A mistaken record can be taken back: the shipment's date counts again.
    const cleared = await record(order.id, shipmentId, { delivered_at: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<AdminShipment>().delivered_at).toBeNull();
    expect(cleared.json<AdminShipment>().withdrawal_until).toBe(
      new Date(
        Date.UTC(daysAgo(20).getUTCFullYear(), daysAgo(20).getUTCMonth(), daysAgo(20).getUTCDate()) + 15 * day,
      ).toISOString(),
    );
  });

  it('refuses a delivery in the future or before the parcel was shipped: 422 on delivered_at', async () => {
    const { order, shipmentId } = await shippedOrder(5);
    const future = await record(order.id, shipmentId, { delivered_at: new Date(Date.now() + day).toISOString() });
    expect(future.statusCode).toBe(422);
    expect(fieldsOf(future.body).delivered_at).toBe('The delivery cannot be in the future.');
    const early = await record(order.id, shipmentId, { delivered_at: daysAgo(6).toISOString() });
    expect(early.statusCode).toBe(422);
    expect(fieldsOf(early.body).delivered_at).toBe('The parcel cannot be delivered before it was shipped.');
    const czech = await record(
      order.id,
      shipmentId,
      { delivered_at: daysAgo(6).toISOString() },
      {
        ...admin,
        'language-preference': 'cs',
      },
    );
    expect(fieldsOf(czech.body).delivered_at).toBe('Zásilku nelze doručit dříve, než byla odeslána.');
  });

  it('bad input is a 422 with its field; an unknown order or another order’s shipment a 404; no token a 401', async () => {
    const { order, shipmentId } = await shippedOrder(5);
    const other = await shippedOrder(5);
    for (const body of [{}, { delivered_at: 'yesterday' }, { delivered_at: 5 }, { delivered_at: null, extra: 1 }]) {
      const response = await record(order.id, shipmentId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(fieldsOf((await record(order.id, shipmentId, { delivered_at: 'yesterday' })).body)).toHaveProperty(
      'delivered_at',
    );
    const valid = { delivered_at: daysAgo(1).toISOString() };
    expect((await record(order.id, other.shipmentId, valid)).statusCode).toBe(404);
    expect((await record(999_999, shipmentId, valid)).statusCode).toBe(404);
    expect((await record(order.id, shipmentId, valid, jana)).statusCode).toBe(401);
    expect((await record(order.id, shipmentId, valid, {})).statusCode).toBe(401);
  });
});
