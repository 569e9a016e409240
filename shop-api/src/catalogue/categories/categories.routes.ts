import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CategoryListResponseSchema,
  CategoryResponseSchema,
  CategoryTreeResponseSchema,
} from '@contract/calls/catalogue';
import { ListQuerySchema, RecordQuerySchema } from '@contract/calls/list-query';
import { IdParamsSchema } from '@contract/calls/request-parts';
import { lookupErrors, preferenceHeaders, readErrors } from '../../http/route-schema';
import { readContext } from '../../list/read-context';
import { categoryTree, listCategories, showCategory } from './categories.service';

/** Category reads; which fields sort, filter and embed is the whitelist of categories.list-definition.ts. */
export async function categoryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/categories',
    {
      schema: {
        operationId: 'listCategories',
        tags: ['catalogue'],
        summary: 'A page of visible categories.',
        headers: preferenceHeaders,
        querystring: ListQuerySchema,
        response: { 200: CategoryListResponseSchema, ...readErrors },
      },
    },
    (request) => listCategories(readContext(request), request.query),
  );
  app.get(
    '/categories/tree',
    {
      schema: {
        operationId: 'categoryTree',
        tags: ['catalogue'],
        summary: 'Every visible category, nested by parent.',
        headers: preferenceHeaders,
        querystring: RecordQuerySchema,
        response: { 200: CategoryTreeResponseSchema, ...readErrors },
      },
    },
    (request) => categoryTree(readContext(request), request.query),
  );
  app.get(
    '/categories/:id',
    {
      schema: {
        operationId: 'showCategory',
        tags: ['catalogue'],
        summary: 'One visible category.',
        headers: preferenceHeaders,
        params: IdParamsSchema,
        querystring: RecordQuerySchema,
        response: { 200: CategoryResponseSchema, ...lookupErrors },
      },
    },
    (request) => showCategory(readContext(request), request.params.id, request.query),
  );
}
