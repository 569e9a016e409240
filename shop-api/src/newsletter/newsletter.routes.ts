import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NewsletterSubscriptionResponseSchema,
  NewsletterTokenParamsSchema,
  SubscribeNewsletterBodySchema,
} from '@contract/calls/newsletters';
import { optionalCustomer } from '../auth/request-customer';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { subscriptionMail, unsubscribeLink } from './newsletter-mail';
import { serializeSubscription, subscribeNewsletter, unsubscribeNewsletter } from './newsletter.service';

const tags = ['newsletter'];

/** Newsletter subscriptions of guests and customers, and the unsubscribe link. */
export async function newsletterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const storefront = config.storefrontOrigins[0] ?? config.publicUrl;

  app.post(
    '/newsletters',
    {
      schema: {
        operationId: 'subscribeNewsletter',
        tags,
        summary:
          'Subscribe an e-mail (guest or customer): 201 and a confirmation mail with the unsubscribe link; 200 when it was subscribed.',
        headers: preferenceHeaders,
        body: SubscribeNewsletterBodySchema,
        response: {
          200: NewsletterSubscriptionResponseSchema,
          201: NewsletterSubscriptionResponseSchema,
          ...errorAnswers(400, 401, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      // A bearer that is sent must be valid (401 lets the storefront refresh); the e-mail decides the account.
      await optionalCustomer(request);
      const { locale } = request.ctx;
      const { row, unsubscribeToken } = await subscribeNewsletter(db, request.body, locale);
      if (unsubscribeToken)
        void app.mailer.send(
          subscriptionMail(row.email, locale, unsubscribeLink(storefront, locale, unsubscribeToken)),
        );
      return reply.status(unsubscribeToken ? 201 : 200).send(serializeSubscription(row));
    },
  );

  app.delete(
    '/newsletters/:token',
    {
      schema: {
        operationId: 'unsubscribeNewsletter',
        tags,
        summary: 'Unsubscribe with the token of the confirmation mail’s link; a used or unknown token is a 404.',
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
