import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AfterSaleParamsSchema } from '@contract/calls/after-sale';
import { AdminComplaintStateBodySchema, ComplaintResponseSchema } from '@contract/calls/complaints';
import { AdminRefundStateBodySchema, RefundResponseSchema } from '@contract/calls/refunds';
import type { Locale } from '@contract/locale-codes';
import { adminGuard } from '../admin/admin-auth';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import type { AfterSaleSigner } from './after-sale-links';
import { setComplaintState } from './complaint-admin.service';
import { setRefundState } from './refund-admin.service';

/** The back office's moves of returns and complaints (bearer `ADMIN_TOKEN`); each mails the customer. */
export function afterSaleAdminRoutes(signer: AfterSaleSigner) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db, config } = app.deps;
    app.addHook('onRequest', adminGuard(config.adminToken));
    const context = (locale: string) => ({
      db,
      signer,
      locale: locale as Locale,
      publicUrl: config.publicUrl,
      now: new Date(),
    });
    const errors = errorAnswers(400, 401, 404, 413, 415, 422, 503);

    app.patch(
      '/admin/refunds/:id',
      {
        schema: {
          operationId: 'setRefundState',
          tags: ['admin'],
          summary:
            'Move a return to its next state (received, approved, rejected, refunded, cancelled); the customer is mailed.',
          security: [{ adminToken: [] }],
          headers: preferenceHeaders,
          params: AfterSaleParamsSchema,
          body: AdminRefundStateBodySchema,
          response: { 200: RefundResponseSchema, ...errors },
        },
      },
      (request) => setRefundState(fastify, context(request.ctx.locale), request.params.id, request.body),
    );
    app.patch(
      '/admin/complaints/:id',
      {
        schema: {
          operationId: 'setComplaintState',
          tags: ['admin'],
          summary:
            'Move a complaint to its next state (received, accepted, rejected, resolved, refunded, cancelled); the customer is mailed.',
          security: [{ adminToken: [] }],
          headers: preferenceHeaders,
          params: AfterSaleParamsSchema,
          body: AdminComplaintStateBodySchema,
          response: { 200: ComplaintResponseSchema, ...errors },
        },
      },
      (request) => setComplaintState(fastify, context(request.ctx.locale), request.params.id, request.body),
    );
  };
}
