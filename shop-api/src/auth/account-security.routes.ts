import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthTokensResponseSchema,
  CustomerHeadersSchema,
  CustomerSessionsResponseSchema,
  PasswordResetAcceptedSchema,
  PasswordResetBodySchema,
  PasswordResetRequestBodySchema,
} from '@contract/calls/auth';
import { IdParamsSchema } from '@contract/calls/request-parts';
import { ApiError } from '../http/api-error';
import { renderText } from '../messages/message';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { requireCustomer } from './request-customer';
import { listActiveSessions, revokeSession } from './sessions.repository';

const bearer = [{ customerToken: [] }];

/** Password reset by e-mail, and the customer's list of signed-in sessions. */
export async function accountSecurityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/passwords/customer',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['auth'],
        summary:
          'E-mail a single-use password-reset link (60 minutes) to the storefront’s reset page. Always 202, account or not; limited per IP and per e-mail.',
        headers: preferenceHeaders,
        body: PasswordResetRequestBodySchema,
        response: { 202: PasswordResetAcceptedSchema, ...errorAnswers(400, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await app.authLimits.hit(request, reply, 'passwordResetPerIp', request.ip);
      await app.authLimits.hit(request, reply, 'passwordResetPerAccount', request.body.email);
      await requestPasswordReset(app, request.body.email);
      return reply.status(202).send({ message: renderText(request.ctx.locale, 'auth.resetLinkSent') });
    },
  );

  app.put(
    '/passwords/customer',
    {
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary:
          'Set a new password with the e-mailed token (once, within 60 minutes; else 422 on token). Every session ends, a new one is answered, and a security notice is mailed.',
        headers: preferenceHeaders,
        body: PasswordResetBodySchema,
        response: { 200: AuthTokensResponseSchema, ...errorAnswers(400, 413, 415, 422) },
      },
    },
    (request) => resetPassword(app, request, request.body),
  );

  app.get(
    '/customer-sessions',
    {
      schema: {
        operationId: 'listCustomerSessions',
        tags: ['auth'],
        summary: 'The customer’s sessions that can still be refreshed (device, IP, dates), newest first.',
        headers: CustomerHeadersSchema,
        security: bearer,
        response: { 200: CustomerSessionsResponseSchema, ...errorAnswers(400, 401, 422) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const sessions = await listActiveSessions(db, customer.customerId, new Date());
      return {
        items: sessions.map((session) => ({
          id: session.id,
          client_ip: session.clientIp,
          user_agent: session.userAgent,
          access_expiration_at: session.accessExpirationAt.toISOString(),
          session_expiration_at: session.sessionExpirationAt.toISOString(),
          last_used_at: session.lastUsedAt.toISOString(),
          created_at: session.createdAt.toISOString(),
          is_current: session.id === customer.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/customer-sessions/:id',
    {
      schema: {
        operationId: 'revokeCustomerSession',
        tags: ['auth'],
        summary: 'End one of the customer’s sessions (another customer’s session id answers 404).',
        headers: CustomerHeadersSchema,
        security: bearer,
        params: IdParamsSchema,
        response: { 204: z.null().describe('The session is ended.'), ...errorAnswers(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const own = await listActiveSessions(db, customer.customerId, new Date());
      if (!own.some((session) => session.id === request.params.id)) throw ApiError.notFound('notFound.session');
      await revokeSession(db, request.params.id, new Date());
      return reply.status(204).send(null);
    },
  );
}
