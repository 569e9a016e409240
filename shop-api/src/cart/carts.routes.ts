import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddCartDiscountBodySchema,
  CartDiscountParamsSchema,
  CartParamsSchema,
  CartResponseSchema,
  PatchCartBodySchema,
} from '@contract/calls/cart';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { cartContext } from './cart-context';
import { addCartDiscount, removeCartDiscount } from './cart-discounts.service';
import { clearCart, createCart, getCart, patchCart } from './carts.service';
import { releaseExpiredReservations } from './stock-reservation';
import { limitsRedis } from '../http/limits-redis';
import { createVoucherTries } from './voucher-tries';

const readErrors = errorAnswers(400, 401, 403, 404, 422);
const writeErrors = errorAnswers(400, 401, 403, 404, 413, 415, 422);
const sweepEveryMs = 60_000;

/** Releases expired reservations of carts nobody reads, once a minute. */
function scheduleReservationSweep(app: FastifyInstance): void {
  const timer = setInterval(() => {
    releaseExpiredReservations(app.deps.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'cart reservation sweep failed'),
    );
  }, sweepEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Carts and their vouchers (docs/cart.md): the id is the capability to use the cart. */
export async function cartRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  scheduleReservationSweep(fastify);
  const voucherTries = createVoucherTries(app.deps.config.voucherLimits, limitsRedis(fastify));
  app.post(
    '/carts',
    {
      schema: {
        operationId: 'createCart',
        tags: ['cart'],
        summary: 'Create an empty cart; its id is the capability to use it.',
        headers: preferenceHeaders,
        response: { 201: CartResponseSchema, ...errorAnswers(400, 401, 413, 415, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createCart(await cartContext(request))),
  );
  app.get(
    '/carts/:id',
    {
      schema: {
        operationId: 'showCart',
        tags: ['cart'],
        summary: 'The cart with its items, totals and choices.',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        response: { 200: CartResponseSchema, ...readErrors },
      },
    },
    async (request) => getCart(await cartContext(request), request.params.id),
  );
  app.patch(
    '/carts/:id',
    {
      schema: {
        operationId: 'patchCart',
        tags: ['cart'],
        summary: 'Change the shipping method, pickup point, payment method, e-mail or the separate shipping address.',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        body: PatchCartBodySchema,
        response: { 200: CartResponseSchema, ...writeErrors },
      },
    },
    async (request) => patchCart(await cartContext(request), request.params.id, request.body),
  );
  app.delete(
    '/carts/:id',
    {
      schema: {
        operationId: 'clearCart',
        tags: ['cart'],
        summary: 'Clear the cart: its items and vouchers go, its id and choices stay.',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        response: { 200: CartResponseSchema, ...writeErrors },
      },
    },
    async (request) => clearCart(await cartContext(request), request.params.id),
  );
  app.post(
    '/carts/:id/discounts',
    {
      schema: {
        operationId: 'addCartDiscount',
        tags: ['cart'],
        summary:
          'Apply a voucher code; 422 on `code` says why one does not apply. Refused codes are limited per cart and per IP (429 with Retry-After).',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        body: AddCartDiscountBodySchema,
        response: { 200: CartResponseSchema, ...writeErrors, ...errorAnswers(429) },
      },
    },
    async (request, reply) =>
      voucherTries.attempt(request, reply, request.params.id, async () =>
        addCartDiscount(await cartContext(request), request.params.id, request.body.code),
      ),
  );
  app.delete(
    '/carts/:id/discounts/:discountId',
    {
      schema: {
        operationId: 'removeCartDiscount',
        tags: ['cart'],
        summary: 'Remove a voucher from the cart.',
        headers: preferenceHeaders,
        params: CartDiscountParamsSchema,
        response: { 200: CartResponseSchema, ...writeErrors },
      },
    },
    async (request) => removeCartDiscount(await cartContext(request), request.params.id, request.params.discountId),
  );
}
