import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@contract/api-error';
import { CustomerPageQuerySchema } from '@contract/calls/customer-accounts';
import {
  CreateProductReviewBodySchema,
  ProductReviewListResponseSchema,
  ProductReviewResponseSchema,
} from '@contract/calls/product-reviews';
import { requireCustomer } from '../auth/request-customer';
import { invalidateListingIndex } from '../catalogue/filters/listing-index';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { readContext } from '../list/read-context';
import { createDisabledNotifier, createStorefrontNotifier } from '../revalidation/storefront-notifier';
import { listCustomerReviews, reviewChangeTags, writeReview } from './reviews.service';

const security = [{ customerToken: [] }];
const tags = ['reviews'];
const json = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBodySchema } } });

/** Reviews written by the signed-in customer. A new one is announced to the storefront's caches. */
export async function reviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const notifier = config.storefrontRevalidation
    ? createStorefrontNotifier({ ...config.storefrontRevalidation, log: app.log.child({ module: 'revalidation' }) })
    : createDisabledNotifier(app.log);
  app.addHook('onClose', async () => notifier.close());

  app.post(
    '/product-reviews',
    {
      schema: {
        operationId: 'createProductReview',
        tags,
        security,
        summary: 'Review a product (rating 1–5, headline, comment, parameter ratings), once per product.',
        headers: preferenceHeaders,
        body: CreateProductReviewBodySchema,
        response: {
          201: ProductReviewResponseSchema,
          409: json('The customer has reviewed this product already: `review_already_written`.'),
          ...errorAnswers(400, 401, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { customerId } = await requireCustomer(request);
      const review = await writeReview(readContext(request), customerId, request.body);
      invalidateListingIndex(db);
      notifier.notify(await reviewChangeTags(db, review.product_id));
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/customer-reviews',
    {
      schema: {
        operationId: 'listCustomerReviews',
        tags,
        security,
        summary: 'A page of the signed-in customer’s reviews, newest first.',
        headers: preferenceHeaders,
        querystring: CustomerPageQuerySchema,
        response: { 200: ProductReviewListResponseSchema, ...errorAnswers(400, 401, 422) },
      },
    },
    async (request) => listCustomerReviews(db, (await requireCustomer(request)).customerId, request.query),
  );
}
