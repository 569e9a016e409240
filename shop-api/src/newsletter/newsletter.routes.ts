import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmNewsletterBodySchema,
  NewsletterRequestedResponseSchema,
  NewsletterSubscriptionResponseSchema,
  NewsletterTokenParamsSchema,
  SubscribeNewsletterBodySchema,
} from '@contract/calls/newsletters';
import { isLocale } from '@contract/locale-codes';
import { optionalCustomer } from '../auth/request-customer';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { sendNewsletterConfirmation, sendNewsletterWelcome } from './newsletter-mailer';
import {
  confirmNewsletter,
  serializeSubscription,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from './newsletter.service';

const tags = ['newsletter'];

/** Newsletter subscriptions of guests and customers (double opt-in), and the unsubscribe link. */
export async function newsletterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/newsletters',
    {
      schema: {
        operationId: 'subscribeNewsletter',
        tags,
        summary:
          'Ask to subscribe an e-mail (guest or customer): a confirmation mail with a link, at most one a day per address; subscribed once confirmed. Always 202.',
        headers: preferenceHeaders,
        body: SubscribeNewsletterBodySchema,
        response: { 202: NewsletterRequestedResponseSchema, ...errorAnswers(400, 401, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      // A bearer that is sent must be valid (401 lets the storefront refresh); the e-mail decides the account.
      await optionalCustomer(request);
      sendNewsletterConfirmation(app, await subscribeNewsletter(db, request.body, request.ctx.locale));
      return reply.status(202).send({ email: request.body.email });
    },
  );

  app.post(
    '/newsletters/confirmations',
    {
      schema: {
        operationId: 'confirmNewsletter',
        tags,
        summary:
          'Confirm a subscription with the token of the confirmation mail’s link (once, for 7 days); mails the welcome with the unsubscribe link.',
        headers: preferenceHeaders,
        body: ConfirmNewsletterBodySchema,
        response: { 200: NewsletterSubscriptionResponseSchema, ...errorAnswers(400, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const { row, unsubscribeToken } = await confirmNewsletter(db, request.body.token);
      sendNewsletterWelcome(app, row.email, isLocale(row.locale) ? row.locale : request.ctx.locale, unsubscribeToken);
      return serializeSubscription(row);
    },
  );

  app.delete(
    '/newsletters/:token',
    {
      schema: {
        operationId: 'unsubscribeNewsletter',
        tags,
        summary:
          'Unsubscribe with the token of the welcome mail’s link, without signing in; a used or unknown token is a 404.',
        headers: preferenceHeaders,
        params: NewsletterTokenParamsSchema,
        response: { 204: z.null().describe('Unsubscribed.'), ...errorAnswers(400, 404, 422) },
      },
    },
    async (request, reply) => {
      await unsubscribeNewsletter(db, request.params.token);
      return reply.status(204).send(null);
    },
  );
}
