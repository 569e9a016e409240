import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SandboxMailListSchema, type SandboxMail } from '@contract/calls/sandbox-mailbox';
import { orderAddresses, orderItems, orders, orderShipments } from '../../src/db/schema';
import { demoCustomerId } from '../../seed/customers';
import { insertTestOrder } from './orders';
import type { Database } from '../../src/db/client';
import { returnableDemoOrderId } from '../../seed/after-sale-orders';
import { demoOrderIds } from '../../seed/customer-orders';
import { bearer } from './customers';

/** The demo customer's orders the return and complaint tests start from (seed/after-sale-orders.ts). */
export const demoOrders = {
  returnable: returnableDemoOrderId,
  paidLongAgo: demoOrderIds.paid,
  cancelled: demoOrderIds.cancelled,
  unpaid: demoOrderIds.unpaid,
};
export const demoCustomerLogin = { email: 'jana.novakova@example.com', password: 'Lumen-demo-2026' };
export const adminToken = 'after-sale-admin-token-for-tests-0123456789';

export async function signInDemoCustomer(app: FastifyInstance): Promise<{ authorization: string }> {
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: demoCustomerLogin });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return bearer(login.json<{ access_token: string }>().access_token);
}

export async function orderCodeOf(db: Database, id: number): Promise<string> {
  const [row] = await db.select({ code: orders.code }).from(orders).where(eq(orders.id, id));
  return row?.code ?? '';
}

/** Moves an order's delivery (and shipping) back by `days`. */
export async function deliveredDaysAgo(db: Database, orderId: number, days: number): Promise<void> {
  const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  await db.update(orderShipments).set({ deliveredAt: at, createdAt: at }).where(eq(orderShipments.orderId, orderId));
}

/** Every mail to the address, newest first. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<SandboxMail[]> {
  await app.mailer.settled();
  const response = await app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(email)}` });
  return SandboxMailListSchema.parse(response.json()).items;
}

/** The field errors of a 422 answer, as `field: message`. */
export function fieldsOf(body: string): Record<string, string> {
  const parsed = JSON.parse(body) as { errors?: { field: string; message: string }[] };
  return Object.fromEntries((parsed.errors ?? []).map((error) => [error.field, error.message]));
}

/**
 * A paid order with two lines (2 × 121 and 1 × 242 with tax), a billing address and a shipment
 * delivered `deliveredDaysAgo` days ago (null: shipped, delivery not recorded); the demo customer's
 * unless `customerId` is null (a guest's: open it with `token`).
 */
export async function insertDeliveredOrder(
  db: Database,
  options: {
    paymentService: number;
    customerId?: number | null;
    deliveredDaysAgo?: number | null;
    paid?: boolean;
    cancelled?: boolean;
  },
): Promise<{ id: number; token: string; code: string; itemIds: number[] }> {
  const order = await insertTestOrder(db, {
    paymentService: options.paymentService,
    paid: options.paid ?? true,
    cancelled: options.cancelled,
  });
  await db
    .update(orders)
    .set({ customerId: options.customerId === undefined ? demoCustomerId : options.customerId })
    .where(eq(orders.id, order.id));
  const line = (name: string, amount: number, taxed: number) => ({
    orderId: order.id,
    name,
    amount,
    unitPrice: taxed / 1.21,
    taxedUnitPrice: taxed,
    originalUnitPrice: taxed / 1.21,
    originalTaxedUnitPrice: taxed,
    totalPrice: (taxed / 1.21) * amount,
    taxedTotalPrice: taxed * amount,
    taxRate: 21,
  });
  const items = await db
    .insert(orderItems)
    .values([line('Tee', 2, 121), line('Lamp', 1, 242)])
    .returning();
  await db.insert(orderAddresses).values({
    orderId: order.id,
    type: 2,
    firstName: 'Eva',
    lastName: 'Malá',
    street: 'Dlouhá 1',
    city: 'Brno',
    postCode: '602 00',
    countryId: 1,
  });
  const days = options.deliveredDaysAgo === undefined ? 2 : options.deliveredDaysAgo;
  const at = new Date(Date.now() - (days ?? 1) * 24 * 60 * 60 * 1000);
  await db.insert(orderShipments).values({
    orderId: order.id,
    trackingNumber: 'T1',
    carrier: 'Lumen Box',
    createdAt: at,
    deliveredAt: days === null ? null : at,
  });
  return { ...order, itemIds: items.map((item) => item.id) };
}
