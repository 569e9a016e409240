import type { FastifyInstance } from 'fastify';
import { readContext } from '../../list/read-context';
import { categoryTree, listCategories, showCategory } from './categories.service';

/**
 * Category reads. The query string is checked against the category whitelist
 * (categories.list-definition.ts) and the id against parseIdParam: both answer 422 on bad input.
 */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/categories', (request) => listCategories(readContext(request), request.query));
  app.get('/categories/tree', (request) => categoryTree(readContext(request), request.query));
  app.get('/categories/:id', (request) => showCategory(readContext(request), request.params, request.query));
}
