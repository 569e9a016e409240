import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@contract/api-error';
import { CartParamsSchema, CartResponseSchema } from '@contract/calls/cart';
import {
  FastCheckoutBodySchema,
  SetCartCustomerAccountBodySchema,
  TransferCartItemsBodySchema,
} from '@contract/calls/customer-orders';
import { requireCustomer } from '../auth/request-customer';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { cartContext } from './cart-context';
import { setCartCustomerAccount } from './cart-credits.service';
import { transferCartItems } from './cart-transfer.service';
import { fastCheckout } from '../checkout/fast-checkout.service';

const json = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBodySchema } } });
const customerErrors = {
  401: json('Sign in: this call needs a customer’s access token.'),
  403: json('The cart belongs to another customer account.'),
  ...errorAnswers(400, 413, 415),
};

/** The customer's side of carts (docs/orders-and-payments.md, "Customers"): each call needs a bearer. */
export async function customerCartRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/carts/:id/transfer-items',
    {
      schema: {
        operationId: 'transferCartItems',
        tags: ['cart'],
        summary:
          'Move an anonymous cart’s items (and vouchers that apply) into the customer’s cart, merging amounts within stock and purchase limits; the source cart is closed.',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        body: TransferCartItemsBodySchema,
        response: {
          200: CartResponseSchema,
          ...customerErrors,
          404: json('No such cart, or the source cart is unknown, closed or another customer’s.'),
          422: json('The source is this cart itself, or a field is not valid.'),
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return transferCartItems(await cartContext(request), request.params.id, request.body.source_cart_id, customer);
    },
  );

  app.put(
    '/carts/:id/customer-accounts',
    {
      schema: {
        operationId: 'setCartCustomerAccount',
        tags: ['cart'],
        summary:
          'Spend loyalty credits of one kind on the customer’s cart (0 takes them back): at most the balance and what the total leaves to pay.',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        body: SetCartCustomerAccountBodySchema,
        response: {
          200: CartResponseSchema,
          ...customerErrors,
          404: json('No such cart.'),
          422: json('Unknown credit kind, more than the balance or the total allows, or not the account’s cart.'),
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return setCartCustomerAccount(await cartContext(request), request.params.id, request.body, customer);
    },
  );

  app.post(
    '/carts/:id/fast-checkout',
    {
      schema: {
        operationId: 'fastCheckout',
        tags: ['cart'],
        summary:
          'Fill the cart’s shipping method, payment method and addresses from an earlier order of the customer (fast checkout).',
        headers: preferenceHeaders,
        params: CartParamsSchema,
        body: FastCheckoutBodySchema,
        response: {
          200: CartResponseSchema,
          ...customerErrors,
          404: json('No such cart, or the order is unknown or another customer’s.'),
          422: json(
            'fast_checkout_missing_reference: the order lacks a billing address, a shipping or a payment method, or they are no longer available; or a field is not valid.',
          ),
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return fastCheckout(await cartContext(request), request.params.id, request.body.order_id, customer);
    },
  );
}
