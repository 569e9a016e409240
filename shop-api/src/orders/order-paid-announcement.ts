import type { FastifyInstance } from 'fastify';
import { renderOrderPaid } from '../mail/order-paid';
import { orderConfirmationMail } from './order-confirmation-mail';
import { findStoredOrder } from './orders.repository';

/**
 * What follows an order becoming paid, after its transaction committed: the "paid" e-mail, in the
 * order's language. The caller calls it only when its own transaction marked the order paid
 * (`payOrder` answered true), so a replayed return or a second notification sends nothing. The
 * input is read first and the mail goes out in the background, as the confirmation does
 * (`announceOrder`); a failure is logged and never fails the payment's answer.
 */
export async function announceOrderPaid(app: FastifyInstance, orderId: number): Promise<void> {
  try {
    const stored = await findStoredOrder(app.deps.db, orderId);
    if (!stored?.order.paidAt) return;
    const input = await orderConfirmationMail(app.deps.db, stored, app.deps.config.publicUrl);
    void app.mailer.send({
      to: input.customerName ? { name: input.customerName, address: input.email } : input.email,
      ...renderOrderPaid({ ...input, paidAt: stored.order.paidAt.toISOString() }),
    });
  } catch (error) {
    app.log.error({ err: error, orderId }, 'order paid mail not sent');
  }
}
