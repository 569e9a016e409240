import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@contract/api-error';
import { apiHeaders } from '@contract/locale-codes';
import { OrderTokenHeadersSchema } from '@contract/calls/orders';
import {
  CsobNotifyQuerySchema,
  CsobPaymentBodySchema,
  CsobPaymentResponseSchema,
  CsobReturnBodySchema,
  GoPayNotifyQuerySchema,
  GoPayRequestBodySchema,
  GoPayRequestResponseSchema,
  PaymentStateParamsSchema,
  PaymentStateSchema,
} from '@contract/calls/payments';
import { optionalCustomer } from '../auth/request-customer';
import { errorAnswers, lookupErrors, preferenceHeaders } from '../http/route-schema';
import { refreshPayment, returnFromCsob, startPayment, toPaymentState, type PaymentsDeps } from './payments.service';

const json = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBodySchema } } });
const startErrors = {
  401: json('The bearer token is unknown, expired or revoked: refresh the session and retry.'),
  403: json('X-Order-Token is missing or does not open the order.'),
  404: json('No such order.'),
  409: json('The order is paid or cancelled already.'),
  ...errorAnswers(400, 413, 415, 422),
};

/** The request's language when it said one, else null (the order's language then holds). */
const languageSent = (request: FastifyRequest) =>
  request.headers[apiHeaders.language.toLowerCase()] === undefined ? null : request.ctx.locale;

/**
 * Card payments of an order: start one at GoPay or ČSOB (`X-Order-Token` opens the order), read a
 * payment's state for the storefront's return route, and the gateways' notifications.
 */
export async function paymentRoutes(fastify: FastifyInstance, options: { deps: PaymentsDeps }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;

  app.post(
    '/gopay-requests',
    {
      schema: {
        operationId: 'createGoPayPayment',
        tags: ['payments'],
        summary: 'Start a GoPay payment of an order; answers the gateway page to send the shopper to.',
        headers: OrderTokenHeadersSchema,
        body: GoPayRequestBodySchema,
        response: { 201: GoPayRequestResponseSchema, ...startErrors },
      },
    },
    async (request, reply) => {
      const gateUrl = await startPayment(deps, {
        gateway: 'gopay',
        orderId: request.body.order_id,
        token: request.headers['x-order-token'],
        customerId: (await optionalCustomer(request))?.customerId ?? null,
        returnUrl: request.body.return_url,
        returnField: 'return_url',
        payload: request.body.payload ?? null,
        locale: languageSent(request),
      });
      return reply.status(201).send({ gateUrl });
    },
  );

  app.post(
    '/csob/payment',
    {
      schema: {
        operationId: 'createCsobPayment',
        tags: ['payments'],
        summary: 'Start a ČSOB card payment of an order; answers the gateway page to send the shopper to.',
        headers: OrderTokenHeadersSchema,
        body: CsobPaymentBodySchema,
        response: { 201: CsobPaymentResponseSchema, ...startErrors },
      },
    },
    async (request, reply) => {
      const gatewayUri = await startPayment(deps, {
        gateway: 'csob',
        orderId: request.body.order_id,
        token: request.headers['x-order-token'],
        customerId: (await optionalCustomer(request))?.customerId ?? null,
        returnUrl: request.body.return_uri,
        returnField: 'return_uri',
        payload: null,
        locale: languageSent(request),
      });
      return reply.status(201).send({ gatewayUri });
    },
  );

  app.get(
    '/payments/:gateway/:paymentId',
    {
      schema: {
        operationId: 'showPaymentState',
        tags: ['payments'],
        summary: 'Where a payment stands, asked of the gateway while it is open (for the storefront’s return route).',
        headers: preferenceHeaders,
        params: PaymentStateParamsSchema,
        response: { 200: PaymentStateSchema, ...lookupErrors },
      },
    },
    async (request) => toPaymentState(await refreshPayment(deps, request.params.gateway, request.params.paymentId)),
  );

  app.post(
    '/payments/csob/return',
    {
      schema: {
        operationId: 'returnFromCsob',
        tags: ['payments'],
        summary:
          'ČSOB’s signed return, passed on by the storefront: verified with the bank’s key, then the state is asked of ČSOB.',
        headers: preferenceHeaders,
        body: CsobReturnBodySchema,
        response: { 200: PaymentStateSchema, ...lookupErrors, ...errorAnswers(413, 415) },
      },
    },
    async (request) => toPaymentState(await returnFromCsob(deps, request.body)),
  );

  app.get(
    '/gopay/notify',
    {
      schema: {
        operationId: 'notifyGoPayPayment',
        tags: ['payments'],
        summary: 'GoPay’s notification that a payment changed: the shop asks GoPay for its state and records it.',
        querystring: GoPayNotifyQuerySchema,
        response: { 200: PaymentStateSchema, ...lookupErrors },
      },
    },
    async (request) => toPaymentState(await refreshPayment(deps, 'gopay', request.query.id)),
  );

  app.get(
    '/csob/notify',
    {
      schema: {
        operationId: 'notifyCsobPayment',
        tags: ['payments'],
        summary:
          'Check a ČSOB payment’s state with the gateway and record it (called by the sandbox after its pay page).',
        querystring: CsobNotifyQuerySchema,
        response: { 200: PaymentStateSchema, ...lookupErrors },
      },
    },
    async (request) => toPaymentState(await refreshPayment(deps, 'csob', request.query.payId)),
  );
}
