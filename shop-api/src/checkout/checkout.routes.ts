import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CartAddressInputSchema,
  CartAddressParamsSchema,
  CartAddressesResponseSchema,
  CartAddressResponseSchema,
  CartParamsSchema,
  CartPaymentMethodListResponseSchema,
  CartResponseSchema,
  CartShippingMethodListResponseSchema,
  SetCartPaymentMethodBodySchema,
  SetCartShippingMethodBodySchema,
  ShippingOptionListResponseSchema,
  ShippingOptionsParamsSchema,
  ShippingOptionsQuerySchema,
} from '@contract/calls/cart';
import { errorAnswers, lookupErrors, preferenceHeaders } from '../http/route-schema';
import { cartContext } from '../cart/cart-context';
import { getCartAddresses, patchCartAddress } from './checkout-addresses.service';
import {
  listCartPaymentMethods,
  listCartShippingMethods,
  listShippingOptions,
  setCartPaymentMethod,
  setCartShippingMethod,
} from './checkout-methods.service';

const readErrors = errorAnswers(400, 401, 403, 404, 422);
const writeErrors = errorAnswers(400, 401, 403, 404, 413, 415, 422);

/** The checkout's choices: shipping and payment methods, pickup points, addresses. */
export async function checkoutRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/carts/:id/shipping-methods',
    {
      schema: {
        operationId: 'listCartShippingMethods',
        tags: ['cart'],
        summary: 'Every shipping method priced for the cart, with `can_use` and `can_be_used_by_country`.',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        response: { 200: CartShippingMethodListResponseSchema, ...readErrors },
      },
    },
    async (request) => listCartShippingMethods(await cartContext(request), request.params.id),
  );
  for (const method of ['put', 'post'] as const)
    app[method](
      '/carts/:id/shipping-methods',
      {
        schema: {
          operationId: method === 'put' ? 'setCartShippingMethod' : 'chooseCartShippingMethod',
          tags: ['cart'],
          summary: `Choose the shipping method and its pickup point (${method.toUpperCase()}; PUT and POST do the same).`,
          headers: preferenceHeaders,
          params: CartParamsSchema,
          body: SetCartShippingMethodBodySchema,
          response: { 200: CartResponseSchema, ...writeErrors },
        },
      },
      async (request) => setCartShippingMethod(await cartContext(request), request.params.id, request.body),
    );
  app.get(
    '/carts/:id/payment-methods',
    {
      schema: {
        operationId: 'listCartPaymentMethods',
        tags: ['cart'],
        summary: 'Every payment method, with `can_use` for the cart’s shipping method.',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        response: { 200: CartPaymentMethodListResponseSchema, ...readErrors },
      },
    },
    async (request) => listCartPaymentMethods(await cartContext(request), request.params.id),
  );
  for (const method of ['put', 'post'] as const)
    app[method](
      '/carts/:id/payment-methods',
      {
        schema: {
          operationId: method === 'put' ? 'setCartPaymentMethod' : 'chooseCartPaymentMethod',
          tags: ['cart'],
          summary: `Choose the payment method (${method.toUpperCase()}; PUT and POST do the same).`,
          headers: preferenceHeaders,
          params: CartParamsSchema,
          body: SetCartPaymentMethodBodySchema,
          response: { 200: CartResponseSchema, ...writeErrors },
        },
      },
      async (request) => setCartPaymentMethod(await cartContext(request), request.params.id, request.body),
    );
  app.get(
    '/carts/:id/addresses',
    {
      schema: {
        operationId: 'showCartAddresses',
        tags: ['cart'],
        summary: 'The cart’s billing and shipping addresses.',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        response: { 200: CartAddressesResponseSchema, ...readErrors },
      },
    },
    async (request) => getCartAddresses(await cartContext(request), request.params.id),
  );
  app.patch(
    '/carts/:id/addresses/:type',
    {
      schema: {
        operationId: 'patchCartAddress',
        tags: ['cart'],
        summary: 'Change the billing or shipping address: a country alone, or the address fields.',
        headers: preferenceHeaders,
        params: CartAddressParamsSchema,
        body: CartAddressInputSchema,
        response: { 200: CartAddressResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      patchCartAddress(await cartContext(request), request.params.id, request.params.type, request.body),
  );
  app.get(
    '/shipping-methods/:id/options',
    {
      schema: {
        operationId: 'listShippingOptions',
        tags: ['cart'],
        summary: 'A page of a shipping method’s pickup points, searched by name, street, city or post code.',
        headers: preferenceHeaders,
        params: ShippingOptionsParamsSchema,
        querystring: ShippingOptionsQuerySchema,
        response: { 200: ShippingOptionListResponseSchema, ...lookupErrors },
      },
    },
    (request) => listShippingOptions(request.server.deps.db, request.params.id, request.query),
  );
}
