import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InvoiceLinkQuerySchema,
  OrderInvoiceParamsSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
} from '@contract/calls/customer-orders';
import { ErrorBodySchema } from '@contract/api-error';
import {
  CreateOrderBodySchema,
  CreateOrderHeadersSchema,
  OrderParamsSchema,
  OrderResponseSchema,
  OrderTokenHeadersSchema,
  PlacedOrderResponseSchema,
} from '@contract/calls/orders';
import { optionalCustomer, requireCustomer } from '../auth/request-customer';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { invoiceHtml, listCustomerOrders } from './customer-orders.service';
import { createInvoiceLinks, requireValidLink } from './invoice-link';
import { invoicePolicy } from './invoice-page';
import { announceOrder } from './order-announcements';
import { orderForReader } from './order-access';
import { toOrder, toPlacedOrder } from './order.serializer';
import { placeOrder } from './place-order.service';

const json = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBodySchema } } });
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/**
 * Orders: place the cart's order (a guest's, or with a bearer the customer's), read it again with
 * its access token or as its customer, the customer's order list, and the printable invoices.
 */
export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const invoiceLinks = createInvoiceLinks(config.orders.invoiceLinkSecret, config.publicUrl);

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
          403: json('The cart belongs to another customer account.'),
          404: json('No such cart.'),
          409: json(
            'An item is no longer in stock as ordered, a voucher was used up, the cart was ordered already, or the key placed another cart’s order; the field errors say which.',
          ),
          ...errorAnswers(400, 401, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const customer = await optionalCustomer(request);
      const placed = await placeOrder(db, config.orders.tokenSecret, {
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        request,
        customerId: customer?.customerId ?? null,
      });
      const view = { locale: request.ctx.locale, publicUrl: config.publicUrl };
      if (!placed.replayed) await announceOrder(app, placed);
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(toPlacedOrder(placed.stored, view, placed.accessToken, placed.accountNotice));
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        operationId: 'listCustomerOrders',
        tags: ['orders'],
        summary: 'The signed-in customer’s orders, newest first, each with its state, total and item count.',
        headers: preferenceHeaders,
        querystring: OrderListQuerySchema,
        response: {
          200: OrderListResponseSchema,
          401: json('Sign in: this call needs a customer’s access token.'),
          ...errorAnswers(400, 422),
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return listCustomerOrders(db, customer.customerId, request.query, {
        locale: request.ctx.locale,
        publicUrl: config.publicUrl,
      });
    },
  );

  app.get(
    '/orders/:id/invoices/:invoiceId',
    {
      schema: {
        operationId: 'showOrderInvoice',
        tags: ['orders'],
        summary:
          'A printable HTML invoice of a paid order: for its customer (bearer), with X-Order-Token, or through the signed link of the invoice’s download_url (expires and signature, judged alone).',
        headers: OrderTokenHeadersSchema,
        params: OrderInvoiceParamsSchema,
        querystring: InvoiceLinkQuerySchema,
        response: {
          200: html('The invoice as a printable page.'),
          401: json('The bearer token is unknown, expired or revoked.'),
          403: json(
            'X-Order-Token is missing or does not open this order, or the signed link is incomplete, not valid for this invoice, or expired.',
          ),
          404: json('No such order or invoice (or another customer’s).'),
          ...errorAnswers(400, 422),
        },
      },
    },
    async (request, reply) => {
      const ids = { orderId: request.params.id, invoiceId: request.params.invoiceId };
      const { expires, signature } = request.query;
      const signed = expires !== undefined || signature !== undefined;
      if (signed) requireValidLink(invoiceLinks, ids, { expires, signature });
      const reader = signed
        ? ('signed-link' as const)
        : {
            token: request.headers['x-order-token'],
            customerId: (await optionalCustomer(request))?.customerId ?? null,
          };
      const nonce = randomBytes(16).toString('base64');
      const page = await invoiceHtml(db, ids, reader, {
        locale: request.ctx.locale,
        publicUrl: config.publicUrl,
        nonce,
      });
      // The signed link is in the address: no referrer carries it on, no cache or index keeps the page.
      return reply
        .status(200)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Content-Security-Policy', invoicePolicy(nonce))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Robots-Tag', 'noindex')
        .header('Cache-Control', 'private, no-store')
        .send(page);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        operationId: 'showOrder',
        tags: ['orders'],
        summary:
          'An order with its state, items, addresses, shipments and invoices: for the guest who holds its access token (X-Order-Token), or its customer (bearer).',
        headers: OrderTokenHeadersSchema,
        params: OrderParamsSchema,
        response: {
          200: OrderResponseSchema,
          401: json('The bearer token is unknown, expired or revoked: refresh the session and retry.'),
          403: json('X-Order-Token is missing or does not open this order.'),
          ...errorAnswers(400, 404, 422),
        },
      },
    },
    async (request) => {
      const customer = await optionalCustomer(request);
      const stored = await orderForReader(db, request.params.id, {
        token: request.headers['x-order-token'],
        customerId: customer?.customerId ?? null,
      });
      return toOrder(stored, {
        locale: request.ctx.locale,
        publicUrl: config.publicUrl,
        invoiceLink: (orderId, invoiceId) => invoiceLinks.url(orderId, invoiceId),
      });
    },
  );
}
