import type { FastifyInstance } from 'fastify';
import { readContext } from '../../list/read-context';
import { listProducts, showProduct } from './products.service';

/**
 * Product reads. The query string is checked against the product whitelist
 * (products.list-definition.ts) and the id against parseIdParam: both answer 422 on bad input.
 */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  app.get('/products', (request) => listProducts(readContext(request), request.query));
  app.get('/products/:id', (request) => showProduct(readContext(request), request.params, request.query));
}
