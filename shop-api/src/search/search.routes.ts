import type { FastifyInstance } from 'fastify';
import { readContext } from '../list/read-context';
import { suggest } from './search.service';

/**
 * GET /search/suggest?q=&limit=: the quick search (popup, search page sections). The ranked,
 * paginated product results are GET /products?search= (sort `-relevance` by default).
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.get('/search/suggest', (request) => suggest(readContext(request), request.query));
}
