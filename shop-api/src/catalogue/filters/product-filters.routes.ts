import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProductFiltersQuerySchema } from '@contract/calls/product-filters';
import { ProductFiltersResponseSchema } from '@contract/listing/product-filters';
import { lookupErrors, preferenceHeaders } from '../../http/route-schema';
import { readContext } from '../../list/read-context';
import { productFilters } from './product-filters.service';

/**
 * `GET /product-filters?category_id=6&state=barva%3Dcervena&embed=urls`: the data catalogue's product
 * filters response for a listing. Bad parameters or a malformed listing URL answer 422, a category
 * or brand the shopper cannot see 404. See docs/product-filters.md.
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
        response: { 200: ProductFiltersResponseSchema, ...lookupErrors },
      },
    },
    (request) => productFilters(readContext(request), request.query),
  );
}
