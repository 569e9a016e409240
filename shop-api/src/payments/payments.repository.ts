import { and, eq, ne, sql } from 'drizzle-orm';
import type { PaymentGateway, PaymentStateValue } from '@contract/calls/payments';
import { currencies, orders, payments } from '../db/schema';
import type { Executor } from '../orders/orders.repository';

/** The only SQL over payments. */

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentInsert = typeof payments.$inferInsert;

/**
 * What `payments.payload` holds: the storefront's extra data for the gateway as it was sent, and,
 * for a sandbox payment, the sandbox gateway's own record of what the shopper chose on its page
 * (what a real gateway keeps on its side).
 */
export interface PaymentPayload {
  request: Record<string, unknown> | null;
  sandbox?: { result: Exclude<PaymentStateValue, 'created'>; decided_at: string };
}

export async function insertPayment(db: Executor, row: PaymentInsert): Promise<PaymentRow> {
  const [created] = await db.insert(payments).values(row).returning();
  return created as PaymentRow;
}

export async function findPayment(
  db: Executor,
  gateway: PaymentGateway,
  externalId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.externalId, externalId)));
  return row;
}

/** The code of the currency a payment was made in (null if the currency is gone). */
export async function paymentCurrencyCode(db: Executor, payment: PaymentRow): Promise<string | null> {
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.id, payment.currencyId));
  return row?.code ?? null;
}

/** A payment with what its sandbox page shows of the order. */
export async function findPaymentForPage(db: Executor, gateway: PaymentGateway, externalId: string) {
  const [row] = await db
    .select({
      payment: payments,
      orderCode: orders.code,
      currency: { code: currencies.code, decimalPlaces: currencies.decimalPlaces },
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(currencies, eq(currencies.id, payments.currencyId))
    .where(and(eq(payments.gateway, gateway), eq(payments.externalId, externalId)));
  return row;
}

/**
 * A new payment of an order replaces the ones still open: they are cancelled here, so that only
 * the newest page can take the shopper's money (paying again after a cancel starts a new one).
 */
export async function cancelOpenPayments(db: Executor, orderId: number): Promise<void> {
  await db
    .update(payments)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'created')));
}

/**
 * Records the state the gateway reports. `paid` is written once and wins over a local cancel (the
 * money was taken); any other end state only closes an open payment. Answers whether it changed.
 */
export async function recordPaymentState(db: Executor, id: number, state: PaymentStateValue): Promise<boolean> {
  if (state === 'created') return false;
  const changed = await db
    .update(payments)
    .set({ state, updatedAt: sql`now()`, ...(state === 'paid' ? { paidAt: sql`now()` } : {}) })
    .where(and(eq(payments.id, id), state === 'paid' ? ne(payments.state, 'paid') : eq(payments.state, 'created')))
    .returning({ id: payments.id });
  return changed.length > 0;
}

/**
 * The sandbox gateway's decision, written once (the first of pay, cancel and fail counts; the
 * payment must still be open). Answers whether this call decided it.
 */
export async function recordSandboxDecision(
  db: Executor,
  id: number,
  result: Exclude<PaymentStateValue, 'created'>,
): Promise<boolean> {
  const decision = JSON.stringify({ result, decided_at: new Date().toISOString() });
  const changed = await db
    .update(payments)
    .set({
      payload: sql`jsonb_set(coalesce(${payments.payload}, '{}'::jsonb), '{sandbox}', ${decision}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.id, id), eq(payments.state, 'created'), sql`${payments.payload} -> 'sandbox' is null`))
    .returning({ id: payments.id });
  return changed.length > 0;
}
