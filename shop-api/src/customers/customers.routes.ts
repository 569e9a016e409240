import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthTokensResponseSchema, RegisterBodySchema } from '@contract/calls/auth';
import { clientOf } from '../auth/sessions.service';
import { register } from '../auth/sign-in.service';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';

/** Registration and the customer's own account. */
export async function customerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.post(
    '/customers',
    {
      schema: {
        operationId: 'registerCustomer',
        tags: ['customers'],
        summary:
          'Register a customer and sign them in (201 with the session’s tokens). A taken e-mail is a 422 on email; attempts are limited per IP and per e-mail.',
        headers: preferenceHeaders,
        body: RegisterBodySchema,
        response: { 201: AuthTokensResponseSchema, ...errorAnswers(400, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await app.authLimits.hit(request, reply, 'registrationPerIp', request.ip);
      await app.authLimits.hit(request, reply, 'registrationPerAccount', request.body.email);
      const tokens = await register(db, config.auth, request.body, request.ctx.locale, clientOf(request));
      return reply.status(201).send(tokens);
    },
  );
}
