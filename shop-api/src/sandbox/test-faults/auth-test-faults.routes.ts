import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { expireAccessToken } from '../../auth/sessions.repository';
import { hashToken } from '../../auth/tokens';

/**
 * `POST /test-faults/expire-access-token` (only with API_TEST_FAULTS=1): ends an access token now,
 * so a browser test can watch the storefront refresh the session without the shopper noticing.
 */
export async function authTestFaultRoutes(fastify: FastifyInstance): Promise<void> {
  if (!fastify.deps.config.testFaults) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test-faults/expire-access-token',
    {
      schema: {
        hide: true,
        body: z.strictObject({ access_token: z.string().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      if (!(await expireAccessToken(app.deps.db, hashToken(request.body.access_token))))
        throw ApiError.notFound('notFound.accessToken');
      return reply.status(204).send(null);
    },
  );
}
