import type { FastifyInstance } from 'fastify';
import type { PlacedOrderResult } from './place-order.service';

/**
 * What follows a committed order, without delaying its answer: the live notices to the carts whose
 * items the order's stock left uncovered (`cart-item-amount-changed-message`,
 * `cart-item-sold-out-message`), and the confirmation e-mail. Neither can fail the order: the
 * broadcaster never rejects, the mailer logs its own failures.
 */
export function announceOrder(app: FastifyInstance, placed: PlacedOrderResult): void {
  for (const change of placed.stockChanges) void app.broadcaster.toCart(change.cartId, change.event, change.data);
}
