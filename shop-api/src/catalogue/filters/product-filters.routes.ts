import type { FastifyInstance } from 'fastify';
import { ResponseSerializationError, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProductFiltersQuerySchema } from '@contract/calls/product-filters';
import { ProductFiltersResponseSchema, type ProductFiltersResponse } from '@contract/listing/product-filters';
import { errorAnswers, lookupErrors, preferenceHeaders } from '../../http/route-schema';
import { customerReadContext, withCustomerEmbeds } from '../../wish-lists/customer-read-context';
import { cachedProductFilters } from './product-filters.cache';
import { productFilters } from './product-filters.service';

/**
 * `GET /product-filters?category_id=6&state=barva%3Dcervena&embed=urls`: the data catalogue's product
 * filters response for a listing. Bad parameters or a malformed listing URL answer 422, a category
 * or brand the shopper cannot see 404. Answers are cached by their listing in its canonical spelling
 * (product-filters.cache.ts) and sent as the JSON text they were first written as.
 * See docs/product-filters.md.
 */
export async function productFilterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/product-filters',
    {
      schema: {
        operationId: 'productFilters',
        tags: ['search'],
        summary: 'Filters with faceted counts, products and pagination of one listing page.',
        headers: preferenceHeaders,
        querystring: ProductFiltersQuerySchema,
        response: { 200: ProductFiltersResponseSchema, ...lookupErrors, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      // The cache holds the anonymous answer; a signed-in customer's embeds are filled into a copy.
      const { customerId, ...env } = await customerReadContext(request, reply);
      const shared = await cachedProductFilters(env, request.query, async () => {
        const answer = await productFilters(env, request.query);
        // A text answer skips the serializer, so the contract check it makes when validating is made here.
        if (request.server.deps.config.validateResponses) {
          const checked = ProductFiltersResponseSchema.safeParse(answer);
          if (!checked.success) throw new ResponseSerializationError('GET', request.url, { cause: checked.error });
        }
        return answer;
      });
      const body = await withCustomerEmbeds({ ...env, customerId }, shared, request.query.embed);
      // The JSON text of an answer of the declared schema, sent as it is (Fastify skips serializing text).
      return reply.type('application/json; charset=utf-8').send(body as unknown as ProductFiltersResponse);
    },
  );
}
