import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ThirdPartyCallbackBodySchema,
  ThirdPartyCallbackResponseSchema,
  ThirdPartyRedirectBodySchema,
  ThirdPartyRedirectResponseSchema,
} from '@contract/calls/auth';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { finishSignIn, startSignIn } from './third-party-sign-in.service';

/** Third-party sign-in (Google, Facebook; by default the shop API's sandbox identity provider). */
export async function thirdPartySignInRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/socialite/redirect',
    {
      schema: {
        operationId: 'startThirdPartySignIn',
        tags: ['auth'],
        summary:
          'Start a third-party sign-in: the provider’s authorization URL (OAuth 2.0 code flow with state and PKCE). A return_url off the storefront is a 422 invalid_return_url.',
        headers: preferenceHeaders,
        body: ThirdPartyRedirectBodySchema,
        response: { 200: ThirdPartyRedirectResponseSchema, ...errorAnswers(400, 413, 415, 422) },
      },
    },
    (request) => startSignIn(app, request.body, request.ctx.locale),
  );

  app.post(
    '/socialite/callback',
    {
      schema: {
        operationId: 'finishThirdPartySignIn',
        tags: ['auth'],
        summary:
          'Finish a third-party sign-in with the provider’s code and state: links the account with the same verified e-mail or makes one, and answers a session and the return_url.',
        headers: preferenceHeaders,
        body: ThirdPartyCallbackBodySchema,
        response: {
          200: ThirdPartyCallbackResponseSchema,
          ...errorAnswers(400, 403, 409, 413, 415, 422, 503),
        },
      },
    },
    (request) => finishSignIn(app, request, request.body),
  );
}
