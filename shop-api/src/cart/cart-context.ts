import type { FastifyRequest } from 'fastify';
import { cartRequester } from '../auth/request-customer';
import type { Database } from '../db/client';
import type { CartRequester } from './cart-access';
import type { CartContext } from './cart-pricing';

/** A cart call's context: the cart context and who asks (a customer's cart needs that customer's bearer). */
export type RequestCartContext = CartContext & { db: Database; requester: CartRequester };

/**
 * The cart context of a request: its language and currency, the API's public URL, the reservation
 * time, and the requester (401 when a bearer is sent but is not valid).
 */
export async function cartContext(request: FastifyRequest): Promise<RequestCartContext> {
  const { db, config } = request.server.deps;
  return {
    db,
    locale: request.ctx.locale,
    currency: request.ctx.currency,
    publicUrl: config.publicUrl,
    reservationMinutes: config.cartReservationMinutes,
    cardGateways: config.orders.gateways,
    requester: await cartRequester(request),
  };
}
