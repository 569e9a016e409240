import type { FastifyInstance } from 'fastify';
import { readContext } from '../../list/read-context';
import { productFilters } from './product-filters.service';

/**
 * `GET /product-filters?category_id=6&state=barva%3Dcervena&embed=urls`: the data catalogue's product
 * filters response for a listing. Bad parameters or a malformed listing URL answer 422, a category
 * or brand the shopper cannot see 404. See docs/product-filters.md.
 */
export async function productFilterRoutes(app: FastifyInstance): Promise<void> {
  app.get('/product-filters', (request) => productFilters(readContext(request), request.query));
}
