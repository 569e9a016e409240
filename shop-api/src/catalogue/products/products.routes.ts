import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProductListResponseSchema, ProductResponseSchema } from '@contract/calls/catalogue';
import { RecordQuerySchema, SearchableListQuerySchema } from '@contract/calls/list-query';
import { IdParamsSchema } from '@contract/calls/request-parts';
import { errorAnswers, lookupErrors, preferenceHeaders, readErrors } from '../../http/route-schema';
import { customerReadContext } from '../../wish-lists/customer-read-context';
import { listProducts, showProduct } from './products.service';

/** Product reads; which fields sort, filter and embed is the whitelist of products.list-definition.ts. */
export async function productRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/products',
    {
      schema: {
        operationId: 'listProducts',
        tags: ['catalogue'],
        summary: 'A page of products; with `search`, ranked by relevance.',
        headers: preferenceHeaders,
        querystring: SearchableListQuerySchema,
        response: { 200: ProductListResponseSchema, ...readErrors, ...errorAnswers(401) },
      },
      // A search text reads control characters as spaces (searchTerms); a crafted search URL still finds.
      config: { ownControlCharacterCheck: ['querystring.search'] },
    },
    async (request, reply) => listProducts(await customerReadContext(request, reply), request.query),
  );
  app.get(
    '/products/:id',
    {
      schema: {
        operationId: 'showProduct',
        tags: ['catalogue'],
        summary: 'One product.',
        headers: preferenceHeaders,
        params: IdParamsSchema,
        querystring: RecordQuerySchema,
        response: { 200: ProductResponseSchema, ...lookupErrors, ...errorAnswers(401) },
      },
    },
    async (request, reply) => showProduct(await customerReadContext(request, reply), request.params.id, request.query),
  );
}
