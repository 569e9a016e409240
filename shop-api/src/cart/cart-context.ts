import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { CartContext } from './cart-pricing';

/** The cart context of a request: its language and currency, the API's public URL, the reservation time. */
export function cartContext(request: FastifyRequest): CartContext & { db: Database } {
  const { db, config } = request.server.deps;
  return {
    db,
    locale: request.ctx.locale,
    currency: request.ctx.currency,
    publicUrl: config.publicUrl,
    reservationMinutes: config.cartReservationMinutes,
  };
}
