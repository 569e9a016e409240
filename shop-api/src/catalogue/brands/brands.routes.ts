import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BrandListResponseSchema, BrandResponseSchema, BrandTreeResponseSchema } from '@contract/calls/catalogue';
import { ListQuerySchema, RecordQuerySchema } from '@contract/calls/list-query';
import { IdParamsSchema } from '@contract/calls/request-parts';
import { lookupErrors, preferenceHeaders, readErrors } from '../../http/route-schema';
import { readContext } from '../../list/read-context';
import { brandTree, listBrands, showBrand } from './brands.service';

/** Brand reads; which fields sort, filter and embed is the whitelist of brands.list-definition.ts. */
export async function brandRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/brands',
    {
      schema: {
        operationId: 'listBrands',
        tags: ['catalogue'],
        summary: 'A page of brands.',
        headers: preferenceHeaders,
        querystring: ListQuerySchema,
        response: { 200: BrandListResponseSchema, ...readErrors },
      },
    },
    (request) => listBrands(readContext(request), request.query),
  );
  app.get(
    '/brands/tree',
    {
      schema: {
        operationId: 'brandTree',
        tags: ['catalogue'],
        summary: 'Every brand, product lines nested under their brand.',
        headers: preferenceHeaders,
        querystring: RecordQuerySchema,
        response: { 200: BrandTreeResponseSchema, ...readErrors },
      },
    },
    (request) => brandTree(readContext(request), request.query),
  );
  app.get(
    '/brands/:id',
    {
      schema: {
        operationId: 'showBrand',
        tags: ['catalogue'],
        summary: 'One brand.',
        headers: preferenceHeaders,
        params: IdParamsSchema,
        querystring: RecordQuerySchema,
        response: { 200: BrandResponseSchema, ...lookupErrors },
      },
    },
    (request) => showBrand(readContext(request), request.params.id, request.query),
  );
}
