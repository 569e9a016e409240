import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@contract/api-error';
import {
  CreateOrderBodySchema,
  CreateOrderHeadersSchema,
  OrderParamsSchema,
  OrderResponseSchema,
  OrderTokenHeadersSchema,
  PlacedOrderResponseSchema,
} from '@contract/calls/orders';
import { errorAnswers } from '../http/route-schema';
import { announceOrder } from './order-announcements';
import { orderForToken } from './order-access';
import { toOrder, toPlacedOrder } from './order.serializer';
import { placeOrder } from './place-order.service';

const json = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBodySchema } } });

/** Guest orders: place the cart's order, and read it again with its access token. */
export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.post(
    '/orders',
    {
      schema: {
        operationId: 'createOrder',
        tags: ['orders'],
        summary:
          'Place the order of a cart: checks it is complete, takes the stock, uses the vouchers, fixes the prices and closes the cart. The same Idempotency-Key answers the same order.',
        headers: CreateOrderHeadersSchema,
        body: CreateOrderBodySchema,
        response: {
          201: PlacedOrderResponseSchema,
          403: json('The cart belongs to a customer account.'),
          404: json('No such cart.'),
          409: json(
            'An item is no longer in stock as ordered, a voucher was used up, the cart was ordered already, or the key placed another cart’s order; the field errors say which.',
          ),
          ...errorAnswers(400, 401, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(db, config.orders.tokenSecret, {
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        request,
      });
      const view = { locale: request.ctx.locale, publicUrl: config.publicUrl };
      if (!placed.replayed) await announceOrder(app, placed);
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(toPlacedOrder(placed.stored, view, placed.accessToken));
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        operationId: 'showOrder',
        tags: ['orders'],
        summary: 'An order with its payment state, for the guest who holds its access token (X-Order-Token).',
        headers: OrderTokenHeadersSchema,
        params: OrderParamsSchema,
        response: {
          200: OrderResponseSchema,
          403: json('X-Order-Token is missing or does not open this order.'),
          ...errorAnswers(400, 404, 422),
        },
      },
    },
    async (request) => {
      const stored = await orderForToken(db, request.params.id, request.headers['x-order-token']);
      return toOrder(stored, { locale: request.ctx.locale, publicUrl: config.publicUrl });
    },
  );
}
