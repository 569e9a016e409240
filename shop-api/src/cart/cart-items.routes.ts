import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddCartItemBodySchema,
  BatchAddCartItemsBodySchema,
  CartBatchResponseSchema,
  CartItemListResponseSchema,
  CartItemParamsSchema,
  CartParamsSchema,
  CartResponseSchema,
  PatchCartItemBodySchema,
} from '@contract/calls/cart';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { cartContext } from './cart-context';
import { addCartItem, addCartItemsBatch, deleteCartItemById, listCartItems, patchCartItem } from './cart-items.service';

const writeErrors = errorAnswers(400, 401, 403, 404, 413, 415, 422);

/** A cart's items: add (bounded by the purchase limit and the stock), change, remove, batch add. */
export async function cartItemRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/carts/:id/items',
    {
      schema: {
        operationId: 'listCartItems',
        tags: ['cart'],
        summary: 'The cart’s items, gifts nested under the items they come with.',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        response: { 200: CartItemListResponseSchema, ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request) => listCartItems(await cartContext(request), request.params.id),
  );
  app.post(
    '/carts/:id/items',
    {
      schema: {
        operationId: 'addCartItem',
        tags: ['cart'],
        summary: 'Add a product or a variation; 422 on `amount` says how many are available.',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        body: AddCartItemBodySchema,
        response: { 200: CartResponseSchema, ...writeErrors },
      },
    },
    async (request) => addCartItem(await cartContext(request), request.params.id, request.body),
  );
  app.post(
    '/carts/:id/items/batch',
    {
      schema: {
        operationId: 'addCartItemsBatch',
        tags: ['cart'],
        summary: 'Add several items; bad ones are skipped and reported under `_errors` (`items.<index>.<field>`).',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        body: BatchAddCartItemsBodySchema,
        response: { 200: CartBatchResponseSchema, ...writeErrors },
      },
    },
    async (request) => addCartItemsBatch(await cartContext(request), request.params.id, request.body.items),
  );
  app.patch(
    '/carts/:id/items/:itemId',
    {
      schema: {
        operationId: 'patchCartItem',
        tags: ['cart'],
        summary: 'Change the amount of an item.',
        headers: preferenceHeaders,
        params: CartItemParamsSchema,
        body: PatchCartItemBodySchema,
        response: { 200: CartResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      patchCartItem(await cartContext(request), request.params.id, request.params.itemId, request.body.amount),
  );
  app.delete(
    '/carts/:id/items/:itemId',
    {
      schema: {
        operationId: 'removeCartItem',
        tags: ['cart'],
        summary: 'Remove an item (and the gifts that come with it).',
        headers: preferenceHeaders,
        params: CartItemParamsSchema,
        response: { 200: CartResponseSchema, ...writeErrors },
      },
    },
    async (request) => deleteCartItemById(await cartContext(request), request.params.id, request.params.itemId),
  );
}
