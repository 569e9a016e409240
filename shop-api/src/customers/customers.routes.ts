import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthTokensResponseSchema,
  ChangePasswordBodySchema,
  CustomerHeadersSchema,
  CustomerParamsSchema,
  CustomerResponseSchema,
  RegisterBodySchema,
  UpdateCustomerBodySchema,
} from '@contract/calls/auth';
import { requireCustomer } from '../auth/request-customer';
import { clientOf } from '../auth/sessions.service';
import { register } from '../auth/sign-in.service';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { sendNewsletterConfirmation } from '../newsletter/newsletter-mailer';
import { setSubscription } from '../newsletter/newsletter.service';
import { changePassword, deleteAccount, ownCustomer, patchCustomer } from './account.service';
import { sendSecurityNotice, sendWelcome } from './account-mailer';
import { toCustomer } from './customer.serializer';

const bearer = [{ customerToken: [] }];
const ownErrors = errorAnswers(400, 401, 404, 422);
const ownWriteErrors = errorAnswers(400, 401, 404, 413, 415, 422);

/** Registration and the customer's own account (another customer's id answers 404). */
export async function customerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  // The spec names the registration `POST /customers (or /customers/register)`: both paths serve it.
  for (const [url, operationId] of [
    ['/customers', 'registerCustomer'],
    ['/customers/register', 'registerCustomerAlias'],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          operationId,
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
        // Asked to subscribe: the new account's e-mail is not verified, so its owner confirms first (shop-api/src/newsletter).
        const confirmation = request.body.is_subscribed ? await setSubscription(db, tokens.customer.id, true) : null;
        sendNewsletterConfirmation(app, confirmation);
        const { email, first_name: firstName, last_name: lastName, locale } = tokens.customer;
        sendWelcome(
          app,
          { email, firstName, lastName, locale },
          { orderCode: null, detailsKept: false, newsletterAsked: confirmation !== null },
        );
        return reply.status(201).send(tokens);
      },
    );
  }

  app.get(
    '/customers/:id',
    {
      schema: {
        operationId: 'showCustomer',
        tags: ['customers'],
        summary: 'The signed-in customer’s own record.',
        headers: CustomerHeadersSchema,
        security: bearer,
        params: CustomerParamsSchema,
        response: { 200: CustomerResponseSchema, ...ownErrors },
      },
    },
    async (request) => toCustomer(await ownCustomer(db, await requireCustomer(request), request.params.id)),
  );

  app.patch(
    '/customers/:id',
    {
      schema: {
        operationId: 'updateCustomer',
        tags: ['customers'],
        summary: 'Change the customer’s own fields (names, phone, birth date, preferences, newsletter).',
        headers: CustomerHeadersSchema,
        security: bearer,
        params: CustomerParamsSchema,
        body: UpdateCustomerBodySchema,
        response: { 200: CustomerResponseSchema, ...ownWriteErrors },
      },
    },
    async (request) => {
      const { customer, newsletterConfirmation } = await patchCustomer(
        db,
        await requireCustomer(request),
        request.params.id,
        request.body,
      );
      sendNewsletterConfirmation(app, newsletterConfirmation);
      return customer;
    },
  );

  app.delete(
    '/customers/:id',
    {
      schema: {
        operationId: 'deleteCustomer',
        tags: ['customers'],
        summary:
          'Delete the account: its orders are kept anonymized, its address book and lists go, every session ends.',
        headers: CustomerHeadersSchema,
        security: bearer,
        params: CustomerParamsSchema,
        response: { 204: z.null().describe('The account is deleted.'), ...ownErrors },
      },
    },
    async (request, reply) => {
      await deleteAccount(db, await requireCustomer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/customers/:id/password',
    {
      schema: {
        operationId: 'changeCustomerPassword',
        tags: ['customers'],
        summary:
          'Change the password with the current one (422 on current_password when wrong or left out); an account without a password (has_password false) sets its first one without it. The customer’s other sessions end and a security notice is mailed.',
        headers: CustomerHeadersSchema,
        security: bearer,
        params: CustomerParamsSchema,
        body: ChangePasswordBodySchema,
        response: { 204: z.null().describe('The password is changed.'), ...ownWriteErrors },
      },
    },
    async (request, reply) => {
      const customer = await changePassword(db, await requireCustomer(request), request.params.id, request.body);
      sendSecurityNotice(app, customer, 'changed');
      return reply.status(204).send(null);
    },
  );
}
