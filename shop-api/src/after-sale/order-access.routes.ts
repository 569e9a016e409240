import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrderAccessBodySchema, OrderAccessResponseSchema } from '@contract/calls/after-sale';
import { ApiError } from '../http/api-error';
import { msg } from '../messages/message';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import type { AfterSaleSigner } from './after-sale-links';
import { refused } from './after-sale-context';
import { noSuchOrderMessage, proveOrder } from './order-access.service';

/** Failed proofs allowed per client and per order number (docs/returns-and-complaints.md, "Guest proof of an order"). */
export const orderProofLimits = {
  perClient: { max: 5, windowMs: 15 * 60 * 1000 },
  perOrderNumber: { max: 10, windowMs: 60 * 60 * 1000 },
};

/** `POST /order-access`: a guest proves an order with its number and e-mail. Only failures are counted. */
export function orderAccessRoutes(signer: AfterSaleSigner) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const keys = new WeakMap<FastifyRequest, string>();
    const limiter = (name: string, limit: { max: number; windowMs: number }) =>
      app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}`,
      });
    const limits = [
      { limiter: limiter('orderProofPerClient', orderProofLimits.perClient), key: (r: FastifyRequest) => r.ip },
      {
        limiter: limiter('orderProofPerOrderNumber', orderProofLimits.perOrderNumber),
        key: (r: FastifyRequest) => String((r.body as { code?: string }).code ?? '').replace(/\s+/g, ''),
      },
    ];
    const count = async (request: FastifyRequest, reply: FastifyReply, increment: boolean) => {
      for (const { limiter: limit, key } of limits) {
        keys.set(request, key(request));
        const result = await limit(request, { increment });
        if (result.isAllowed) continue;
        if (increment ? result.isExceeded : result.remaining <= 0) {
          const seconds = Math.max(1, result.ttlInSeconds);
          void reply.header('Retry-After', String(seconds));
          throw new ApiError('too_many_requests', msg('auth.tooManyAttempts', { seconds }));
        }
      }
    };

    app.post(
      '/order-access',
      {
        schema: {
          operationId: 'proveOrder',
          tags: ['returns'],
          summary:
            'A guest proves an order with its number and e-mail: a token that opens its returns and complaints for two hours.',
          headers: preferenceHeaders,
          body: OrderAccessBodySchema,
          response: { 200: OrderAccessResponseSchema, ...errorAnswers(400, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        await count(request, reply, false);
        const proof = await proveOrder(app.deps.db, signer, request.body);
        if (proof) return proof;
        await count(request, reply, true);
        throw refused('code', noSuchOrderMessage);
      },
    );
  };
}
