import type { FastifyRequest } from 'fastify';
import { cartRequester } from '../auth/request-customer';
import type { Database } from '../db/client';
import type { CartRequester } from './cart-access';
import type { CartContext } from './cart-pricing';
import { holdClientIp } from './guest-holds';

/**
 * A cart call's context: the cart context, who asks (a customer's cart needs that customer's
 * bearer) and the client a new cart is counted to (`holdClientIp`).
 */
export type RequestCartContext = CartContext & { db: Database; requester: CartRequester; clientIp: string | null };

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
    holds: {
      minutes: config.cartReservationMinutes,
      guestMinutes: config.cartGuestHolds.minutes,
      guestShare: config.cartGuestHolds.share,
    },
    cardGateways: config.orders.gateways,
    requester: await cartRequester(request),
    clientIp: holdClientIp(request.ip),
  };
}
