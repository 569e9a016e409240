import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@contract/api-error';
import {
  AfterSaleAddressBodySchema,
  AfterSaleAddressParamsSchema,
  AfterSaleHeadersSchema,
  AfterSaleListQuerySchema,
  AfterSaleParamsSchema,
  AfterSaleSlipResponseSchema,
  RefundShippingMethodListResponseSchema,
  SignedLinkQuerySchema,
} from '@contract/calls/after-sale';
import {
  CreateRefundBodySchema,
  PatchRefundBodySchema,
  PutRefundItemsBodySchema,
  RefundListResponseSchema,
  RefundResponseSchema,
} from '@contract/calls/refunds';
import type { Locale } from '@contract/locale-codes';
import { errorAnswers } from '../http/route-schema';
import { afterSaleCaller } from './after-sale-access';
import type { AfterSaleContext } from './after-sale-context';
import type { AfterSaleSigner } from './after-sale-links';
import { greetingName, mailedSlipUrl, sendAfterSaleMail } from './after-sale-mailer';
import { refundSlip } from './refund-slip.service';
import {
  createRefund,
  getRefund,
  listRefunds,
  patchRefund,
  putRefundAddress,
  putRefundItems,
  refundShippingMethods,
  submitRefund,
} from './refunds.service';

const json = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBodySchema } } });

/** The statuses every return call can answer besides its success. */
export const afterSaleErrors = {
  401: json('The bearer token is unknown, expired or revoked.'),
  403: json('A guest without an X-Order-Token that opens the order.'),
  404: json('No such order, return or complaint (or one of an order the caller may not use).'),
  ...errorAnswers(400, 413, 415, 422),
};

/** The context of a return or complaint call. */
export async function afterSaleContext(request: FastifyRequest, signer: AfterSaleSigner): Promise<AfterSaleContext> {
  return {
    db: request.server.deps.db,
    signer,
    caller: await afterSaleCaller(request),
    locale: request.ctx.locale as Locale,
    publicUrl: request.server.deps.config.publicUrl,
    now: new Date(),
  };
}

/** Returns (docs/returns-and-complaints.md, "API"). */
export function refundRoutes(signer: AfterSaleSigner) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const context = (request: FastifyRequest) => afterSaleContext(request, signer);
    const tags = ['returns'];
    const headers = AfterSaleHeadersSchema;
    // A customer's bearer, or none (a guest's X-Order-Token).
    const security: Record<string, string[]>[] = [{ customerToken: [] }, {}];
    const params = AfterSaleParamsSchema;

    app.post(
      '/refunds',
      {
        schema: {
          operationId: 'createRefund',
          tags,
          summary: 'Start a return (or a 14-day withdrawal) of an order: a draft with every returnable item at 0.',
          headers,
          security,
          body: CreateRefundBodySchema,
          response: { 201: RefundResponseSchema, ...afterSaleErrors },
        },
      },
      async (request, reply) => reply.status(201).send(await createRefund(await context(request), request.body)),
    );
    app.get(
      '/refunds',
      {
        schema: {
          operationId: 'listRefunds',
          tags,
          summary: 'The signed-in customer’s returns, or one order’s (a guest names it), newest first.',
          headers,
          security,
          querystring: AfterSaleListQuerySchema,
          response: { 200: RefundListResponseSchema, ...afterSaleErrors },
        },
      },
      async (request) => listRefunds(await context(request), request.query),
    );
    app.get(
      '/refunds/:id',
      {
        schema: {
          operationId: 'showRefund',
          tags,
          summary: 'A return with its items, totals, way back and addresses.',
          headers,
          security,
          params,
          response: { 200: RefundResponseSchema, ...afterSaleErrors },
        },
      },
      async (request) => getRefund(await context(request), request.params.id),
    );
    app.patch(
      '/refunds/:id',
      {
        schema: {
          operationId: 'patchRefund',
          tags,
          summary: 'Choose the way back, its pickup point, a courier pick-up and the bank account of a draft return.',
          headers,
          security,
          params,
          body: PatchRefundBodySchema,
          response: { 200: RefundResponseSchema, ...afterSaleErrors },
        },
      },
      async (request) => patchRefund(await context(request), request.params.id, request.body),
    );
    app.put(
      '/refunds/:id/items',
      {
        schema: {
          operationId: 'putRefundItems',
          tags,
          summary: 'Set how many units of each order item go back, why and what for (at most max_amount).',
          headers,
          security,
          params,
          body: PutRefundItemsBodySchema,
          response: { 200: RefundResponseSchema, ...afterSaleErrors },
        },
      },
      async (request) => putRefundItems(await context(request), request.params.id, request.body),
    );
    app.put(
      '/refunds/:id/addresses/:type',
      {
        schema: {
          operationId: 'putRefundAddress',
          tags,
          summary: 'Set the sender’s (billing) or the courier’s pick-up (shipping) address of a draft return.',
          headers,
          security,
          params: AfterSaleAddressParamsSchema,
          body: AfterSaleAddressBodySchema,
          response: { 200: RefundResponseSchema, ...afterSaleErrors },
        },
      },
      async (request) => putRefundAddress(await context(request), request.params.id, request.params.type, request.body),
    );
    app.get(
      '/refunds/:id/shipping-methods',
      {
        schema: {
          operationId: 'listRefundShippingMethods',
          tags,
          summary: 'The ways the goods can travel back, priced in the order’s currency, with can_use.',
          headers,
          security,
          params,
          response: { 200: RefundShippingMethodListResponseSchema, ...afterSaleErrors },
        },
      },
      async (request) => refundShippingMethods(await context(request), request.params.id),
    );
    app.post(
      '/refunds/:id/submit',
      {
        schema: {
          operationId: 'submitRefund',
          tags,
          summary: 'Send a draft return: every rule checked again, a document number given, the slip mailed.',
          headers,
          security,
          params,
          response: { 200: RefundResponseSchema, ...afterSaleErrors },
        },
      },
      async (request) => {
        const ctx = await context(request);
        const { refund, row, stored } = await submitRefund(ctx, request.params.id);
        sendAfterSaleMail(
          fastify,
          {
            kind: 'refund',
            id: row.id,
            documentNumber: row.documentNumber,
            email: stored.order.email,
            name: greetingName(stored),
          },
          stored,
          {
            event: 'received',
            slipUrl: mailedSlipUrl(fastify, signer, 'refund', row.id, stored.order.locale as Locale),
            resolveBy: null,
          },
        );
        return refund;
      },
    );
    app.get(
      '/refunds/:id/slip',
      {
        schema: {
          operationId: 'showRefundSlip',
          tags,
          summary: 'The printable slip of a sent return: through the mail’s signed link, or for whoever may read it.',
          headers,
          security,
          params,
          querystring: SignedLinkQuerySchema,
          response: { 200: AfterSaleSlipResponseSchema, ...afterSaleErrors },
        },
      },
      async (request) => refundSlip(await context(request), request.params.id, request.query),
    );
  };
}
