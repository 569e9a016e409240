import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthTokensResponseSchema,
  CustomerHeadersSchema,
  LoginBodySchema,
  MeResponseSchema,
  RefreshBodySchema,
} from '@contract/calls/auth';
import { ApiError } from '../http/api-error';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { slowDownLogin } from './login-slowdown';
import { accountClientKey } from './rate-limits';
import { requireCustomer } from './request-customer';
import { revokeSession } from './sessions.repository';
import { clientOf } from './sessions.service';
import { login, me, refresh } from './sign-in.service';

const bearer = [{ customerToken: [] }];

/** Sign-in by password, session refresh with rotation, sign-out and who the bearer is. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary:
          'Sign in with e-mail and password: a new session. Failed attempts are limited per IP and per e-mail and client (429 with Retry-After); many failures on one e-mail slow its attempts down, by a few seconds at most.',
        headers: preferenceHeaders,
        body: LoginBodySchema,
        response: {
          200: AuthTokensResponseSchema,
          401: errorAnswers(401)[401],
          403: errorAnswers(403)[403],
          ...errorAnswers(400, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const limits = app.authLimits;
      const { email } = request.body;
      const accountClient = accountClientKey(email, request.ip);
      await limits.check(request, reply, 'loginPerIp', request.ip);
      await limits.check(request, reply, 'loginPerAccount', accountClient);
      await slowDownLogin(await limits.accountFailures(request, email, false), config.auth.rateLimits.loginSlowdown);
      try {
        return await login(db, config.auth, request.body, clientOf(request));
      } catch (error) {
        if (error instanceof ApiError && error.type === 'login_failed') {
          await limits.accountFailures(request, email, true);
          await limits.hit(request, reply, 'loginPerIp', request.ip);
          await limits.hit(request, reply, 'loginPerAccount', accountClient);
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        operationId: 'refreshSession',
        tags: ['auth'],
        summary:
          'Rotate the session’s tokens. A refresh token used before ends the session (401), unless it was rotated a moment ago (409 refresh_in_progress).',
        headers: preferenceHeaders,
        body: RefreshBodySchema,
        response: {
          200: AuthTokensResponseSchema,
          ...errorAnswers(400, 401, 409, 413, 415, 422),
        },
      },
    },
    (request) => refresh(db, config.auth, request.body.refresh_token),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'End the bearer’s session: its access and refresh tokens stop working.',
        headers: CustomerHeadersSchema,
        security: bearer,
        response: { 204: z.null().describe('Signed out.'), ...errorAnswers(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      await revokeSession(db, customer.sessionId, new Date());
      return reply.status(204).send(null);
    },
  );

  for (const [url, operationId] of [
    ['/auth/me', 'showMe'],
    ['/me', 'showMeShort'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          operationId,
          tags: ['auth'],
          summary:
            'The signed-in customer with the latest cart id, wish list, third-party pairings and credit balances.',
          headers: CustomerHeadersSchema,
          security: bearer,
          response: { 200: MeResponseSchema, ...errorAnswers(400, 401, 422) },
        },
      },
      async (request) => me(db, (await requireCustomer(request)).customerId, request.ctx.locale),
    );
  }
}
