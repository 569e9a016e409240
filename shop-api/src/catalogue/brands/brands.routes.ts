import type { FastifyInstance } from 'fastify';
import { readContext } from '../../list/read-context';
import { brandTree, listBrands, showBrand } from './brands.service';

/**
 * Brand reads. The query string is checked against the brand whitelist
 * (brands.list-definition.ts) and the id against parseIdParam: both answer 422 on bad input.
 */
export async function brandRoutes(app: FastifyInstance): Promise<void> {
  app.get('/brands', (request) => listBrands(readContext(request), request.query));
  app.get('/brands/tree', (request) => brandTree(readContext(request), request.query));
  app.get('/brands/:id', (request) => showBrand(readContext(request), request.params, request.query));
}
