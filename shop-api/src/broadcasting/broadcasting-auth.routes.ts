import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@contract/api-error';
import { BroadcastingAuthBodySchema, BroadcastingAuthSchema } from '@contract/calls/broadcasting';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import type { ChannelAuthorizer } from './broadcasting-auth.service';

const forbidden = {
  description: 'The channel is not a cart channel of this shop, or the request does not hold that cart.',
  content: { 'application/json': { schema: ErrorBodySchema } },
};

/** `POST /auth/broadcasting`: the signature pusher-js sends with its subscription to a cart's private channel. */
export async function broadcastingAuthRoutes(
  fastify: FastifyInstance,
  options: { authorizer: ChannelAuthorizer },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/auth/broadcasting',
    {
      schema: {
        operationId: 'authorizeBroadcastingChannel',
        tags: ['broadcasting'],
        summary: 'Sign a websocket’s subscription to the private channel of a cart the request holds.',
        description:
          'pusher-js calls this (laravel-echo’s authorizer) before it subscribes to `private-shop.{shopId}.cart.{cartId}` on the websocket at `/app/{key}`. The answer’s `auth` is `key:HMAC-SHA256(secret, "socket_id:channel_name")`, signed with the `pusher` package; only the cart’s holder gets one.',
        headers: preferenceHeaders,
        body: BroadcastingAuthBodySchema,
        response: { 200: BroadcastingAuthSchema, 403: forbidden, ...errorAnswers(400, 401, 413, 415, 422) },
      },
    },
    (request) => options.authorizer.authorize(request.body, request),
  );
}
